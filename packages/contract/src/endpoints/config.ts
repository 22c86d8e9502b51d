import { endpoint } from '../endpoint';

const config = () => import('../config');

/** GET /config: business settings. */
export const businessConfig = endpoint({
  method: 'GET',
  path: '/config',
  tags: ['config'],
  errors: [],
  schemas: async () => ({ response: (await config()).ConfigSchema }),
});

/** GET /react-landing-page: the landing page's texts and images. */
export const landingPage = endpoint({
  method: 'GET',
  path: '/react-landing-page',
  tags: ['config'],
  errors: [],
  schemas: async () => ({ response: (await config()).LandingPageSchema }),
});

/** GET /module: the modules of the chosen zones (every module before a zone is chosen). */
export const moduleList = endpoint({
  method: 'GET',
  path: '/module',
  tags: ['modules'],
  errors: [],
  schemas: async () => ({ response: (await import('../modules')).ModuleListSchema }),
});
