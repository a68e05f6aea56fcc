// Placeholder until the feature lands: the route's title and "segera hadir".
export { Component } from '../../../app/pages/coming-soon-page.tsx';
