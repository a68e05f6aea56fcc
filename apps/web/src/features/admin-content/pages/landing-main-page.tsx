import { LandingEditorPage } from '../components/landing-editor-page.tsx';

/** /admin/landingpage/main: the sections of the public landing page `/`. */
export function Component() {
  return <LandingEditorPage page="main" />;
}
