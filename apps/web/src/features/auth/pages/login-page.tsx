import { LoginForm } from '../components/login-form.tsx';

/** /login: member login. */
export function Component() {
  return <LoginForm kind="member" />;
}
