import { LoginForm } from '../components/login-form.tsx';

/** /login/chat: the same form; members land in the chat inbox (the mobile app's entry). */
export function Component() {
  return <LoginForm kind="chat" />;
}
