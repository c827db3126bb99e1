export * from './ArticleList/index.ts';
export * from './DiscoverScreen/index.ts';
export * from './FeeTable/index.ts';
export * from './model.ts';
export * from './ProductCatalogue/index.ts';
export * from './ProductFacts/index.ts';
export * from './UsBrokerageActivation/index.ts';
export * from './UsBrokerageScreen/index.ts';
