export {
  dispatchSignFlowEvent,
  isSignFlowEvent,
  type ReceivedMessage,
  SIGNFLOW_EVENT_TYPES,
  type SignFlowEvent,
  type SignFlowEventType,
  type SignFlowHandlers,
  signingOriginOf,
} from './messages';
export { type MountedSigning, type MountOptions, mountSignFlowSigning } from './mount';
