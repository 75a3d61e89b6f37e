export * from './constants';
export * from './errors';
export * from './auth';
export * from './profile';
export * from './entities';
export * from './tags';
export * from './posts';
