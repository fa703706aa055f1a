/**
 * Money in this app is what the server says, in the currency's minor units: the design system's
 * helpers read it (`24900` USD cents → `"$249.00"`), the same ones its order summary uses.
 */
export { formatMoney, toMajorUnits } from '@tapetv/ui/order-summary';
