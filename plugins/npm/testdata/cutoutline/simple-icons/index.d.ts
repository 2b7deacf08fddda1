export { OneThousandOneTracklists } from './OneThousandOneTracklists';
export { OnePassword } from './OnePassword';
export { ThreeM } from './ThreeM';
export { FortyTwo } from './FortyTwo';
