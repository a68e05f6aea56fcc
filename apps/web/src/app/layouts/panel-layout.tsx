import { Outlet } from 'react-router';
import { PanelFrame } from './frame.tsx';

/** The seller panel: header with the main bar, content, and the mobile bottom bar. */
export function Component() {
  return (
    <PanelFrame>
      <Outlet />
    </PanelFrame>
  );
}
