import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { forward, page } from '../route-helpers.ts';

const researchPopular = () => import('../../features/research-popular/pages/popular-page.tsx');
const researchKeywords = {
  analysis: () => import('../../features/research-keywords/pages/keyword-analysis-page.tsx'),
  list: () => import('../../features/research-keywords/pages/keyword-analysis-list-page.tsx'),
  titles: () => import('../../features/research-keywords/pages/generate-title-page.tsx'),
};

/** Research: its sidebar; the menu's base path is /panel/research/popular. */
export const researchRoutes: RouteObject = {
  id: 'panel-research',
  lazy: () => import('../layouts/research-layout.tsx'),
  children: [
    forward('panel/research', paths.research.popular()),
    page('panel/research/popular', researchPopular, { title: 'researchPopular' }),
    page('panel/research/keyword-analysis', researchKeywords.analysis, { title: 'researchKeywordAnalysis' }),
    page('panel/research/keyword-analysis/list', researchKeywords.list, {
      title: 'researchKeywordAnalysisList',
    }),
    page('panel/research/generate-title', researchKeywords.titles, { title: 'researchGenerateTitle' }),
  ],
};
