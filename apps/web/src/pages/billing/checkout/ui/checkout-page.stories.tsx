import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { type BillingChoice, billingChoiceAtom } from '@/entities/billing';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { leaveForPaymentAtom } from '@/features/billing/checkout';
import { atAddress, fakeServer, refusal, requestsTo, type SeenRequest } from '@/shared/lib/story';
import { checkoutQuoteFactory, pricingPlansFactory, userFactory } from '@/shared/lib/test';
import { CheckoutPage } from './checkout-page.tsx';

const STORAGE_KEY = 'tapetv.billing-choice';
const PAID_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
/** A card the browser's check lets through and the fake server refuses as expired (its clock). */
const REFUSED_CARD = '4000 0566 5566 5556';
const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_story';

/**
 * How the fake server behaves (`parameters.server`): the test provider pays 4242… and declines
 * 4000…0002, and refuses 4000 0566… as expired by its clock (422); `pending` never answers a
 * payment; `subscribed` refuses it as the member already has a plan (409); `stripe` sells through
 * Stripe (its page to go to); `quote-failing-once` refuses the first quote. `parameters.reader` is a visitor or a member (default);
 * `parameters.choice` what /pricing stored (Pro, yearly, unless said otherwise).
 */
type Server = 'test' | 'pending' | 'subscribed' | 'stripe' | 'quote-failing-once';
interface StoryParameters {
  server?: Server;
  reader?: 'visitor' | 'member';
  choice?: BillingChoice;
}

/** The tax the fake server charges by country, in percent. */
const TAX: Record<string, [number, string]> = {
  US: [0, 'No tax'],
  GB: [20, 'VAT 20%'],
  DE: [19, 'VAT 19%'],
};

const seen: SeenRequest[] = [];
/** Where the page left for (Stripe's page), instead of leaving the story. */
const left: string[] = [];

function checkoutServer({ parameters }: { parameters: StoryParameters }) {
  const server = parameters.server ?? 'test';
  const pricing =
    server === 'stripe'
      ? pricingPlansFactory({ paymentProvider: 'stripe', testCards: [] })
      : pricingPlansFactory();
  left.length = 0;
  let quoteFailures = server === 'quote-failing-once' ? 1 : 0;
  return fakeServer(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/api/pricingPlans') return Response.json(pricing);
    if (method === 'GET' && url.pathname === '/api/checkout/quote') {
      if (quoteFailures > 0) {
        quoteFailures -= 1;
        return refusal(503, 'Prices are not available. Try again in a minute.');
      }
      const plan = pricing.plans.find((each) => each.id === Number(url.searchParams.get('planId')));
      if (!plan) return refusal(404, 'No such plan.');
      const cycle = url.searchParams.get('cycle') === 'monthly' ? 'monthly' : 'yearly';
      const country = url.searchParams.get('country') ?? 'US';
      const [rate, taxLabel] = TAX[country] ?? [0, 'No tax'];
      const subtotalCents = cycle === 'yearly' ? plan.yearlyPriceCents : plan.monthlyPriceCents;
      const taxCents = Math.round((subtotalCents * rate) / 100);
      return Response.json(
        checkoutQuoteFactory({
          plan: { id: plan.id, slug: plan.slug, name: plan.name },
          cycle,
          country,
          subtotalCents,
          taxRatePercent: rate,
          taxLabel,
          taxCents,
          totalCents: subtotalCents + taxCents,
          periodEnd: cycle === 'yearly' ? '2027-11-27T10:00:00.000Z' : '2026-12-27T10:00:00.000Z',
        }),
      );
    }
    if (method === 'POST' && url.pathname === '/api/checkout') {
      if (server === 'pending') return new Promise<Response>(() => {});
      if (server === 'subscribed')
        return Response.json(
          { code: 'ALREADY_SUBSCRIBED', message: 'You already have the Pro plan.' },
          { status: 409 },
        );
      if (server === 'stripe')
        return Response.json({ status: 'redirect', orderId: 14, redirectUrl: STRIPE_URL });
      const number = (body as { card?: { number?: string } }).card?.number;
      if (number === '4000000000000002')
        return Response.json(
          { code: 'CARD_DECLINED', message: 'Your card was declined. You have not been charged.' },
          { status: 402 },
        );
      if (number === '4000056655665556')
        return Response.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'This card has expired.',
            errors: { 'card.expiry': ['This card has expired.'] },
          },
          { status: 422 },
        );
      return Response.json({ status: 'paid', orderId: 12 });
    }
    if (method === 'GET' && url.pathname === '/api/userdata')
      return Response.json(userFactory({ isPro: true }));
    return undefined;
  }, seen);
}

/**
 * The login and sign-up calls (`/login`, `/register`: the contract's paths outside /api, which
 * `fakeServer` leaves to the network), answered here and recorded in `seen` as well.
 */
function authServer() {
  const apiFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (
      (input instanceof Request ? input.method : init?.method) ?? 'GET'
    ).toUpperCase();
    if (method !== 'POST' || (url.pathname !== '/login' && url.pathname !== '/register'))
      return apiFetch(input, init);
    const text = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
    seen.push({ method, url, body: text ? JSON.parse(text) : undefined });
    return url.pathname === '/login'
      ? Response.json({ success: true, message: 'Logged in.', user: userFactory() })
      : Response.json(
          { success: true, message: 'Almost there: we have sent you a link.' },
          { status: 202 },
        );
  };
  return () => {
    globalThis.fetch = apiFetch;
  };
}

function servers(context: { parameters: StoryParameters }) {
  const stopApi = checkoutServer(context);
  const stopAuth = authServer();
  return () => {
    stopAuth();
    stopApi();
  };
}

/** Where the page went: a stand-in page that names the address. */
function Opened() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Opened {pathname}
      {search}
    </p>
  );
}

const payments = () => requestsTo(seen, '/api/checkout');
const quotes = () => requestsTo(seen, '/api/checkout/quote');
const storedChoice = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;

const meta = {
  title: 'web/billing/CheckoutPage',
  component: CheckoutPage,
  decorators: [
    atAddress('/checkout', (store, parameters: StoryParameters) => {
      const reader = parameters.reader ?? 'member';
      store.set(authStatusAtom, reader);
      if (reader === 'member') store.set(viewerAtom, userFactory({ timeZone: 'America/New_York' }));
      store.set(billingChoiceAtom, parameters.choice ?? { planId: 2, yearly: true });
      store.set(leaveForPaymentAtom, { assign: (url) => left.push(url) });
    }),
  ],
  beforeEach: servers,
  render: () => (
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="*" element={<Opened />} />
    </Routes>
  ),
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];
type Canvas = PlayContext['canvas'];
type User = PlayContext['userEvent'];

async function fillCard(canvas: Canvas, userEvent: User, number: string) {
  await userEvent.type(canvas.getByLabelText('Name on card'), 'Dana Demo');
  await userEvent.type(canvas.getByLabelText('Card number'), number);
  await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1230');
  await userEvent.type(canvas.getByLabelText('Security code (CVC)'), '123');
}

/** The order summary's line `name`'s amount. */
const summaryLine = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('region', { name: 'Order summary' }))
    .getByText(name)
    .closest('div');

/**
 * A member with Pro chosen yearly: the country guessed from the browser (en-US here), the server's
 * summary, the card form listing the test cards, the pay button with the server's total.
 */
export const MemberEmptyForm: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Pro, billed yearly' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Billing country')).toHaveValue('US');
    await expect(canvas.getByRole('radio', { name: 'Yearly Save 17%' })).toBeChecked();

    await expect(await canvas.findByRole('button', { name: 'Pay $249.00' })).toBeEnabled();
    await expect(summaryLine(canvas, 'Subtotal')).toHaveTextContent('$249.00');
    await expect(summaryLine(canvas, 'No tax')).toHaveTextContent('$0.00');
    await expect(summaryLine(canvas, 'Total')).toHaveTextContent('$249.00 per year');
    // The renewal in the member's zone.
    await expect(canvas.getByText('Renews on November 27, 2027.')).toBeVisible();

    const testCards = within(canvas.getByRole('region', { name: 'Test cards' }));
    await expect(testCards.getByText('4242 4242 4242 4242')).toBeVisible();
    await expect(testCards.getByText('Declined: insufficient funds')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toHaveValue('');

    const [quote] = quotes();
    await expect(quote?.url.searchParams.toString()).toBe('planId=2&cycle=yearly&country=US');
    await expect(payments()).toHaveLength(0);
  },
};

/** Another country: the server prices it again (VAT in the UK); the page adds nothing up. */
export const CountryAndCycle: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Pay $249.00' });
    await userEvent.selectOptions(canvas.getByLabelText('Billing country'), 'GB');
    await expect(await canvas.findByRole('button', { name: 'Pay $298.80' })).toBeEnabled();
    await expect(summaryLine(canvas, 'VAT 20%')).toHaveTextContent('$49.80');

    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    // $24.99 and 20 % of it, $5.00 rounded half up to the cent: as the server answers.
    await expect(await canvas.findByRole('button', { name: 'Pay $29.99' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Pro, billed monthly' })).toBeVisible();
    await expect(storedChoice()).toEqual({ planId: 2, yearly: false });
    await expect(quotes().map((request) => request.url.searchParams.toString())).toEqual([
      'planId=2&cycle=yearly&country=US',
      'planId=2&cycle=yearly&country=GB',
      'planId=2&cycle=monthly&country=GB',
    ]);
  },
};

/**
 * The server refuses the card the browser let through (422, its clock says the card has expired):
 * its message beside the expiry; nothing paid.
 */
export const InvalidCard: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Pay $249.00' });
    await fillCard(canvas, userEvent, REFUSED_CARD);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $249.00' }));
    const expiry = canvas.getByLabelText('Expiry (MM/YY)');
    await waitFor(() => expect(expiry).toHaveAccessibleDescription('This card has expired.'));
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Pay $249.00' })).toBeEnabled();
    await expect(payments()).toHaveLength(1);
  },
};

/**
 * A declined card: the server's message; paying again with another card is a new attempt (a new
 * idempotency key), and once paid the page opens the order's thank-you page.
 */
export const DeclinedThenPaid: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Pay $249.00' });
    await fillCard(canvas, userEvent, DECLINED_CARD);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $249.00' }));
    await expect(
      await canvas.findByText('Your card was declined. You have not been charged.'),
    ).toBeVisible();

    const number = canvas.getByLabelText('Card number');
    await userEvent.clear(number);
    await userEvent.type(number, PAID_CARD);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $249.00' }));
    await expect(await canvas.findByText('Opened /checkout/thank-you?order=12')).toBeVisible();

    const [declined, paid] = payments().map(
      (request) => request.body as { idempotencyKey: string; card: { number: string } },
    );
    await expect(declined?.card.number).toBe('4000000000000002');
    await expect(paid?.card.number).toBe('4242424242424242');
    await expect(paid?.idempotencyKey).not.toBe(declined?.idempotencyKey);
  },
};

/** While the payment runs the form is locked, the order too, and a second click sends nothing. */
export const Processing: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Pay $249.00' });
    await fillCard(canvas, userEvent, PAID_CARD);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $249.00' }));
    const busy = await canvas.findByRole('button', { name: 'Processing…' });
    await expect(canvas.getByRole('form', { name: 'Card payment' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByLabelText('Card number')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Billing country')).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(payments()).toHaveLength(1);
  },
};

/**
 * Paid: the stored plan, cycle and country are sent, never an amount; the member's data is
 * loaded again (now pro), the plan forgotten, and the thank-you page of the order opens.
 */
export const SuccessNavigates: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Pay $249.00' });
    await fillCard(canvas, userEvent, PAID_CARD);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $249.00' }));
    await expect(await canvas.findByText('Opened /checkout/thank-you?order=12')).toBeVisible();

    const [payment] = payments();
    const body = payment?.body as Record<string, unknown>;
    await expect(Object.keys(body).sort()).toEqual([
      'card',
      'country',
      'cycle',
      'idempotencyKey',
      'planId',
    ]);
    await expect(body).toMatchObject({
      planId: 2,
      cycle: 'yearly',
      country: 'US',
      card: { name: 'Dana Demo', number: '4242424242424242', expMonth: 12, expYear: 2030 },
    });
    await expect(requestsTo(seen, '/api/userdata')).toHaveLength(1);
    await expect(storedChoice()).toEqual({ planId: null, yearly: true });
  },
};

/** A member who already pays for a plan: the server's message and the way to their settings. */
export const AlreadySubscribed: Story = {
  parameters: { server: 'subscribed' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Pay $249.00' });
    await fillCard(canvas, userEvent, PAID_CARD);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $249.00' }));
    // The card form keeps an empty alert region while the payment runs: wait for the refusal.
    const alert = await waitFor(() => {
      const found = canvas.getByRole('alert');
      expect(found).toHaveTextContent('You already have the Pro plan.');
      return found;
    });
    await expect(
      within(alert).getByRole('link', { name: 'Manage your plan in settings' }),
    ).toHaveAttribute('href', '/profile/dana/setting');
  },
};

/** Stripe sells: no card form here; the button asks for Stripe's page and leaves for it. */
export const StripeProvider: Story = {
  parameters: { server: 'stripe' },
  play: async ({ canvas, userEvent }) => {
    const go = await canvas.findByRole('button', { name: 'Continue to secure payment' });
    await waitFor(() => expect(go).toBeEnabled());
    await expect(canvas.queryByRole('form', { name: 'Card payment' })).toBeNull();
    await userEvent.click(go);
    await waitFor(() => expect(left).toEqual([STRIPE_URL]));
    const [payment] = payments();
    await expect(payment?.body).not.toHaveProperty('card');
    await expect(payment?.body).toMatchObject({ planId: 2, cycle: 'yearly', country: 'US' });
    // Not paid until Stripe says so: the choice stays.
    await expect(storedChoice()).toEqual({ planId: 2, yearly: true });
  },
};

/** Back from Stripe's page without paying. */
export const CanceledAtStripe: Story = {
  parameters: { server: 'stripe', url: '/checkout?canceled=1' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Payment canceled — you have not been charged.'),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Continue to secure payment' }),
    ).toBeVisible();
  },
};

/** The summary could not be priced: nothing can be paid until Try again prices it. */
export const QuoteFailed: Story = {
  parameters: { server: 'quote-failing-once' },
  play: async ({ canvas, userEvent }) => {
    const summary = within(await canvas.findByRole('region', { name: 'Order summary' }));
    await expect(await summary.findByText('Could not load the order summary')).toBeVisible();
    await expect(
      summary.getByText('Prices are not available. Try again in a minute.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await userEvent.click(summary.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Pay $249.00' })).toBeEnabled();
    await expect(quotes()).toHaveLength(2);
  },
};

/** Nothing chosen on /pricing: the way there, and nothing asked of the server. */
export const NoPlanChosen: Story = {
  parameters: { choice: { planId: null, yearly: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No plan chosen yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(seen).toHaveLength(0);
  },
};

/**
 * A visitor sees the order and, instead of the payment, logging in or signing up; logging in keeps
 * them here, with the card form.
 */
export const Visitor: Story = {
  parameters: { reader: 'visitor' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Log in or create an account to pay' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Card payment' })).toBeNull();
    await expect(
      await canvas.findByText('Renews on November 27, 2027.', { exact: false }),
    ).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Email'), 'dana@tapetv.dev');
    await userEvent.type(canvas.getByLabelText('Password'), 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('form', { name: 'Card payment' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Payment' })).toHaveFocus();
    await expect(await canvas.findByRole('button', { name: 'Pay $249.00' })).toBeEnabled();
    await expect(storedChoice()).toEqual({ planId: 2, yearly: true });
  },
};

/** A visitor signs up here: the mailed link brings them back to this checkout. */
export const VisitorSignsUp: Story = {
  parameters: { reader: 'visitor' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Create account' }));
    await userEvent.type(canvas.getByLabelText('Name'), 'New Bie');
    await userEvent.type(canvas.getByLabelText('User name'), 'newbie');
    await userEvent.type(canvas.getByLabelText('Email'), 'newbie@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText('Check your email: the link brings you back to your checkout.'),
    ).toBeVisible();
    const [signUp] = requestsTo(seen, '/register');
    await expect(signUp?.body).toMatchObject({ email: 'newbie@example.com', next: '/checkout' });
  },
};

/** On a phone the summary comes first, then the order and the card; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Pay $249.00' });
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    const order = canvas.getByRole('heading', { name: 'Pro, billed yearly' });
    await expect(order.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      summary.getBoundingClientRect().bottom,
    );
    const document = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(document.scrollWidth).toBeLessThanOrEqual(document.clientWidth));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay $249.00' })).toBeVisible();
  },
};
