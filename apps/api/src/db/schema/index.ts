export * from './catalog';
export * from './customers';
export * from './geo';
export * from './modules';
export * from './promotions';
export * from './rental';
export * from './settings';
export * from './stores';
