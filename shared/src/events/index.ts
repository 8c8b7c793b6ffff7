export { createEventBus, type EventBus, type Listener } from './event-bus.ts';
export {
  events,
  notifyDataChanged,
  setGlobalLoading,
  showToast,
  type AppEvents,
  type ToastMessage,
  type ToastType,
} from './app-events.ts';
