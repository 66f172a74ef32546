export { lazyPart } from './lazyPart';
export { loadPart, PartNotLoadedError } from './loadPart';
export { PartNotLoaded } from './PartNotLoaded';
export { lastReloadKey, pageReload, reloadOntoCurrentBuild, reloadWindowMs } from './reloadOntoCurrentBuild';
