import { PrivacySelect } from '@tapetv/ui/privacy-select';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  requestedPrivacyAtomFamily,
  setWatchlistPrivacyAtom,
  watchlistPrivacyAtomFamily,
} from '../model/set-privacy.atoms.ts';

/**
 * Who may see a list: the selector shows the server's answer (`selectedPrivacy`), the choice
 * while it is sent, and the saved value again after a refusal, whose message shows under it.
 */
export function WatchlistPrivacyField({ watchlistId }: { watchlistId: number }) {
  const value = useAtomValue(watchlistPrivacyAtomFamily(watchlistId));
  const pending = useAtomValue(requestedPrivacyAtomFamily(watchlistId)) !== null;
  const setPrivacy = useSetAtom(setWatchlistPrivacyAtom);
  const [failure, setFailure] = useState<string | null>(null);
  if (value === null) return null;
  return (
    <>
      <PrivacySelect
        value={value}
        pending={pending}
        legend="Who can see this list"
        onChange={async (privacy) => {
          setFailure(null);
          const result = await setPrivacy({ watchlistId, privacy });
          if (!result.ok) setFailure(`Privacy not changed: ${result.message}`);
        }}
      />
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
    </>
  );
}
