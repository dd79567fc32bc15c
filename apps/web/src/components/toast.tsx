import { ToastContainer, toast } from 'react-toastify';
import { translateText } from '../i18n';

type Params = Record<string, string | number>;

/** Every toast of the app goes through here, translated by its English text (docs/api.md#messages-and-translation). */
export const notify = {
  success: (text: string, params?: Params) => {
    toast.success(translateText(text, params));
  },
  error: (text: string, params?: Params) => {
    toast.error(translateText(text, params));
  },
};

/** Toasts sit top-right, close after 3 s, newest on top, closed by a click, paused on hover or hidden page, not draggable. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable={false}
      // The page's text colour: the library's grey (#757575) is barely AA on white, and less while fading in.
      toastStyle={{ color: 'var(--mantine-color-text)' }}
    />
  );
}
