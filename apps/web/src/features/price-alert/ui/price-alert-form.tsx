import { BellIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { formatPrice } from '@tapetv/ui/market-format';
import { TextField } from '@tapetv/ui/text-field';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  ALERT_DIRECTIONS,
  type AlertDirection,
  checkAlertPrice,
  DEFAULT_ALERT_DIRECTION,
  prefillAlertPrice,
} from '@/entities/alert';
import { quoteAtomFamily } from '@/entities/symbol';
import { useCheckedForm } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { createPriceAlertAtom } from '../model/create-price-alert.atoms.ts';
import styles from './price-alert-form.module.css';

const DIRECTION_LABELS: Record<AlertDirection, string> = { above: 'Above', below: 'Below' };

const asDirection = (value: string): AlertDirection => (value === 'below' ? 'below' : 'above');

export interface PriceAlertFormProps {
  symbolId: number;
  /** The ticker, for the form's name ("Price alert for AAPL"). */
  ticker: string;
}

/**
 * Sets a price alert on a symbol: above or below (above unless told), and a level that starts at
 * the live price. Refusals of the level show under the field, any other one above the form.
 */
export function PriceAlertForm({ symbolId, ticker }: PriceAlertFormProps) {
  const create = useSetAtom(createPriceAlertAtom);
  const quote = useAtomValue(quoteAtomFamily(symbolId));
  const form = useCheckedForm(
    { direction: DEFAULT_ALERT_DIRECTION as string, price: prefillAlertPrice(quote?.price) },
    (input) => ({ price: checkAlertPrice(input.price) }),
    (input) => create({ symbolId, direction: asDirection(input.direction), price: input.price }),
    (_result, input) => form.setInput({ ...input, price: prefillAlertPrice(quote?.price) }),
  );
  const direction = asDirection(form.input.direction);
  return (
    <form
      className={styles.form}
      onSubmit={form.submit}
      noValidate
      aria-label={`Price alert for ${ticker}`}
    >
      {form.failure && <FormAlert tone="error">{form.failure}</FormAlert>}
      <fieldset className={styles.directions} disabled={form.pending}>
        <legend className={styles.legend}>Direction</legend>
        <div className={styles.segments}>
          {ALERT_DIRECTIONS.map((option) => (
            <label key={option} className={styles.segment}>
              <input
                type="radio"
                name="direction"
                value={option}
                checked={direction === option}
                onChange={() => form.setInput({ ...form.input, direction: option })}
                className={styles.radio}
              />
              <span>{DIRECTION_LABELS[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Price"
        type="number"
        inputMode="decimal"
        step="any"
        min="0"
        autoComplete="off"
        className={styles.price}
        description={
          quote ? `Last ${formatPrice(quote.price, { currency: quote.currency })}` : undefined
        }
        {...form.field('price')}
      />
      <Button
        type="submit"
        loading={form.pending}
        iconStart={<BellIcon aria-hidden />}
        className={styles.submit}
      >
        Set alert
      </Button>
    </form>
  );
}
