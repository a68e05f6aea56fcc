import { LandingEditorPage } from '../components/landing-editor-page.tsx';

/** /admin/landingpage/affiliate: the sections of the public affiliate page `/affiliate`. */
export function Component() {
  return <LandingEditorPage page="affiliate" />;
}
