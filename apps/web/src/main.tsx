import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadTexts } from './i18n/setup.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The providers and the first page speak from the public texts: render once they are here.
void loadTexts('public').finally(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);

if (import.meta.env.PROD) registerServiceWorker();
