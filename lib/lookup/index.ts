// The public surface of the lookup engine. Import from here, not from the files behind it.
export { CALL_LIMIT } from './budget';
export {
  type ChosenLexicon,
  createLookupEngine,
  type EngineConfig,
  type EngineDeps,
  type LookupEngine,
} from './engine';
export type { CallAdmission } from './guarded-call';
export {
  type BudgetStatus,
  type OperationResults,
  RESULT_TABS,
  type ResultTab,
  TAB_OPERATIONS,
  type TabLookupRequest,
  type TabLookupResponse,
} from './types';
