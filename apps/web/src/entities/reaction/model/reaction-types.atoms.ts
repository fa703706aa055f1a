import { atom } from 'jotai';
import { atomWithDefault, loadable } from 'jotai/utils';
import { api } from '@/shared/api';

/**
 * The reaction types (like, love, bullish, …), loaded once per page load; writable so stories and
 * tests can give them without a server.
 */
export const reactionTypesAtom = atomWithDefault(async () => {
  try {
    return await api.get('/api/reaction-types');
  } catch (error) {
    console.error('reaction types failed to load', error);
    return [];
  }
});

const reactionTypesLoadable = loadable(reactionTypesAtom);

/** The reaction types as a plain list (empty until loaded), so nothing has to suspend for them. */
export const reactionTypeListAtom = atom((get) => {
  const types = get(reactionTypesLoadable);
  return types.state === 'hasData' ? types.data : [];
});
