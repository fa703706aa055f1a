export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './tabs.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';
