export { GlobalReaderSetup, type GlobalReaderSetupProps } from './GlobalReaderSetup';
export { useGlobalReaderCheck, recheckGlobalReader, globalReaderCheckKey, type GlobalReaderCheck } from './useGlobalReaderCheck';
