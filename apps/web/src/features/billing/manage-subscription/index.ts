export { changeSubscriptionAtom } from './model/subscription.atoms.ts';
export { SubscriptionPanel, subscriptionSentence } from './ui/subscription-panel.tsx';
