import { LoginForm } from '../components/login-form.tsx';

/** /login/admin: admin login via /api/authadmin/login. */
export function Component() {
  return <LoginForm kind="admin" />;
}
