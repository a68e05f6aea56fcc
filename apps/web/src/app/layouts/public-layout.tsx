import { Outlet } from 'react-router';
import { PublicChrome } from './public-chrome.tsx';

export function Component() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}
