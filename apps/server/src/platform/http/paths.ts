/** API and websocket paths, as opposed to pages and files of the web app. */
export const isApiPath = (url: string) =>
  url === '/api' ||
  url.startsWith('/api/') ||
  url.startsWith('/api?') ||
  url === '/ws' ||
  url.startsWith('/ws?');
