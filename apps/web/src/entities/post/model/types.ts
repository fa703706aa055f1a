import type { ContractSchema } from '@tapetv/api-client';

/** A post as the server sends it (spec point 3 "Post"). */
export type PostData = ContractSchema<'Post'>;
