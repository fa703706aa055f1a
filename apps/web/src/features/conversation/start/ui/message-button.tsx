import { ChatBubbleIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { startConversationAtom } from '@/entities/conversation';

/** "Message": opens the member's conversation with this member (started on first use). */
export function MessageButton({ userId, name }: { userId: number; name: string }) {
  const start = useSetAtom(startConversationAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={busy}
      aria-label={`Message ${name}`}
      iconStart={<ChatBubbleIcon aria-hidden />}
      title={failed ? 'The conversation could not be opened. Please try again.' : undefined}
      onClick={async () => {
        setBusy(true);
        setFailed(false);
        try {
          const id = await start(userId);
          navigate(`/messages?chat=${id}`);
        } catch (error) {
          console.error('Starting a conversation failed:', error);
          setFailed(true);
          setBusy(false);
        }
      }}
    >
      {failed ? 'Try again' : 'Message'}
    </Button>
  );
}
