import type { ResponseBody } from '@tapetv/api-client';

/** A symbol row (spec point 3 "Symbol"). */
export type SymbolResult = ResponseBody<'/api/symbol/search', 'get'>['data'][number];
/** A group row (spec point 3 "Group search result"). */
export type GroupResult = ResponseBody<'/api/searchGroups', 'get'>['data'][number];
/** A trader row (spec point 3 "Member search result"). */
export type TraderResult = ResponseBody<'/api/searchMembers', 'get'>['data'][number];

export interface TabRows {
  symbols: SymbolResult;
  groups: GroupResult;
  traders: TraderResult;
}
