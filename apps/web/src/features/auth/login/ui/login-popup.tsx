import { Dialog, DialogContent } from '@tapetv/ui/dialog';
import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { loginPopupOpenAtom } from '@/entities/session';
import { redirectTarget } from '@/shared/config';
import { LoginForm } from './login-form.tsx';

/**
 * The login popup (spec point 2): a modal with the login form and a close button; it opens with
 * the caret in the email field. On success it closes and the browser goes to the `redirect` query
 * value, or /feed.
 */
export function LoginPopup() {
  const [open, setOpen] = useAtom(loginPopupOpenAtom);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title="Account Login" description="Log in to your TapeTV account." size="sm">
        <LoginForm
          onSuccess={() => navigate(redirectTarget(location.search))}
          onNavigate={() => setOpen(false)}
          focusEmail
        />
      </DialogContent>
    </Dialog>
  );
}
