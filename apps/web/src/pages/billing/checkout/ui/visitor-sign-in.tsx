import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tapetv/ui/tabs';
import { useId } from 'react';
import { LoginForm } from '@/features/auth/login';
import { RegisterForm } from '@/features/auth/register';
import { paths } from '@/shared/config';
import styles from './checkout-page.module.css';

/**
 * What a visitor sees where the payment goes: paying needs an account. Logging in keeps them on
 * the checkout; signing up mails a link that brings them back to it. The plan and cycle wait in
 * local storage either way.
 */
export function VisitorSignIn({ onLoggedIn }: { onLoggedIn: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        Log in or create an account to pay
      </h2>
      <p className={styles.hint}>Your plan and billing cycle are kept on this device meanwhile.</p>
      <Tabs defaultValue="login">
        <TabsList aria-label="Your account">
          <TabsTrigger value="login">Log in</TabsTrigger>
          <TabsTrigger value="register">Create account</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <LoginForm onSuccess={onLoggedIn} />
        </TabsContent>
        <TabsContent value="register">
          <RegisterForm
            next={paths.checkout}
            sentNote="Check your email: the link brings you back to your checkout."
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
