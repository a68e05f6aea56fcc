import { mountApp } from './app-entry.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
void mountApp(root);

if (import.meta.env.PROD) registerServiceWorker();
