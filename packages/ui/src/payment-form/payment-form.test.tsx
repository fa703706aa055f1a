import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CARD_ERRORS, type CardFormValues } from './card.ts';
import { PaymentForm, type PaymentFormProps } from './payment-form.tsx';

const NOW = new Date(2026, 2, 10, 15, 30);

const card = (overrides: Partial<CardFormValues> = {}): CardFormValues => ({
  name: 'Dana Demo',
  number: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
  ...overrides,
});

const renderForm = (props: Partial<PaymentFormProps> = {}) => {
  const onSubmit = vi.fn();
  const view = render(
    <PaymentForm onSubmit={onSubmit} submitLabel="Pay $199.00" now={NOW} {...props} />,
  );
  return { onSubmit, ...view };
};

describe('<PaymentForm />', () => {
  it('sends the number as digits only and the expiry as numbers', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), '  Dana Demo ');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242-4242 4242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '0731');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '1234{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Dana Demo',
      number: '4242424242424242',
      expMonth: 7,
      expYear: 2031,
      cvc: '1234',
    });
  });

  it('groups the number by 4 as it is typed, and keeps the caret where the digit went', async () => {
    const user = userEvent.setup();
    renderForm();
    const number = screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number' });
    await user.type(number, '42424242');
    expect(number).toHaveValue('4242 4242');
    // A digit typed in the middle lands there and the caret stays just after it.
    number.setSelectionRange(2, 2);
    await user.keyboard('9');
    expect(number).toHaveValue('4294 2424 2');
    expect(number.selectionStart).toBe(3);
    await user.type(number, '123456789012345', { skipClick: true });
    expect(number.value.replace(/ /g, '')).toHaveLength(19);
  });

  it('does not send an invalid card, and says what to fix in each field', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({
      defaultValues: card({ name: ' ', number: '4242424242424241', expiry: '13/30', cvc: '12' }),
    });
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name on card' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(CARD_ERRORS.name);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      CARD_ERRORS.number,
    );
    expect(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveAccessibleDescription(
      CARD_ERRORS.expiryFormat,
    );
    expect(
      screen.getByRole('textbox', { name: 'Security code (CVC)' }),
    ).toHaveAccessibleDescription(CARD_ERRORS.cvc);
    expect(screen.getByRole('status')).toHaveTextContent(
      '4 fields need fixing: Name on card, Card number, Expiry (MM/YY), Security code (CVC).',
    );
  });

  it('refuses an expired card and accepts the current month', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultValues: card({ expiry: '02/26' }) });
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const expiry = screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    expect(expiry).toHaveAccessibleDescription(CARD_ERRORS.expired);
    await user.clear(expiry);
    await user.type(expiry, '0326{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ expMonth: 3, expYear: 2026 }));
  });

  it('sends no second card while processing', async () => {
    const user = userEvent.setup();
    const { onSubmit, rerender } = renderForm({ defaultValues: card() });
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <PaymentForm
        onSubmit={onSubmit}
        submitLabel="Pay $199.00"
        now={NOW}
        defaultValues={card()}
        status="processing"
      />,
    );
    const button = screen.getByRole('button', { name: 'Processing…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('readonly');
  });

  it('sends once on a double click that lands before the owner says processing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultValues: card() });
    await user.dblClick(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Changing the card is a new attempt.
    await user.type(
      screen.getByRole('textbox', { name: 'Security code (CVC)' }),
      '{Backspace}4{Enter}',
    );
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('sends again after a decline', async () => {
    const user = userEvent.setup();
    const { onSubmit, rerender } = renderForm({ defaultValues: card() });
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    const props = { onSubmit, submitLabel: 'Pay $199.00', now: NOW, defaultValues: card() };
    rerender(<PaymentForm {...props} status="processing" />);
    rerender(<PaymentForm {...props} status="declined" errorMessage="Card declined." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Card declined.');
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows server field errors like its own, until the field is edited', async () => {
    const user = userEvent.setup();
    renderForm({
      defaultValues: card(),
      status: 'error',
      fieldErrors: { number: 'This card is not supported.' },
    });
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('This card is not supported.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment could not be completed. Try again.',
    );
    await user.type(number, '{Backspace}2');
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('shows the success line and sends nothing more', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultValues: card(), status: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent('Payment complete.');
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
