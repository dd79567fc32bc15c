import { API_MESSAGES } from '@signflow/contract/api-errors';

/**
 * Every text of the interface. The English text is its own i18n key (ARCHITECTURE.md): a server message
 * or a contract validation message is translated by looking it up exactly as it arrives, and an unknown
 * text falls back to itself. The other languages are typed against this list, so none can miss a text.
 */
const INTERFACE_TEXTS = [
  // Shared
  'Language',
  'Show or hide the characters',
  'Loading…',
  'Failed',

  // Sign in, register, password recovery
  'Sign in',
  'Email',
  'Password',
  'Forgot password?',
  'New to SignFlow?',
  'Create an account',
  'Login is succeed!',
  'Create your account',
  'First name',
  'Last name',
  'Phone number',
  'Retype password',
  'Register',
  'Already have an account?',
  'Forgot password',
  'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  'Send reset link',
  'Back to sign in',
  'Request password is sent!',
  'Choose a new password',
  'New password',
  'Confirm password',
  'Set new password',
  'This password reset link is invalid or has expired',
  'Request a new link',
  'Thank you for registering!',
  'Your account is ready. We are preparing your workspace…',
  'Account setup progress',
  'Callback',

  // Privacy policy
  'Privacy policy',
  'SignFlow lets account holders send documents for electronic signature. This policy explains which personal data we keep and why.',
  'What we collect',
  "Your name, e-mail address and, if you give them, your phone number, address, company and job title; the documents you upload; and for every signature the signer's name, e-mail address, IP address and the time of each action.",
  'How we use it',
  'We use this data only to provide the service: to sign you in, to deliver documents to their signers, to keep the audit trail of each signed document and to send you e-mails about your account.',
  'Minimum age',
  'SignFlow is not meant for children. You must be at least 13 years old to create an account or to sign a document.',
  'Your rights',
  'You can see and correct your profile at any time, and you can ask us to delete your account together with its documents.',
  'Back to SignFlow',

  // Shell
  'SignFlow home',
  'Toggle sidebar',
  'User menu',
  'Profile',
  'Sign out',
  'Main navigation',
  'Sign',
  'Documents',
  'Archive',
  'Template flow',
  'Trash',
  'Settings',
  'Subscription',
  '© {{year}} SignFlow team · v{{version}}',
  'Your free trial ends on {{date}}',
  'Choose a plan',

  // Pages of later releases
  'This feature arrives in a later release.',
  'Upload document',
  'Package Selection',
  'Billing Detail',
  'Blank page',

  // Profile
  'My Account',
  'User Profile',
  'Billing',
  'Address',
  'Company',
  'Job title',
  'Edit',
  'Cancel',
  'Update',
  'Profile update is succeed!',
  'Plan',
  'Start date',
  'Expiry date',
  'You do not have a subscription yet.',
  'Subscribe Now',
  'Your billing history will appear here in a later release.',

  // Validation messages of the contract schemas these forms use (SPEC §5), word for word
  'Required',
  'Invalid email address',
  'Must be 254 characters or less',
  'Must be 100 characters or less',
  'Must be 200 characters or less',
  'Must be 500 characters or less',
  'Must be 5 characters or more',
  'Must be 8 characters or more',
  'Must be 30 characters or less',
  'password must contain at least 1 letter and 1 number',
  'Both password need to be the same',
  'Phone between 9-15',
  'First Name is required',
  'Unsupported language',
  'Invalid token',

  // The server's own messages
  ...Object.values(API_MESSAGES),
] as const;

export type MessageKey = (typeof INTERFACE_TEXTS)[number];

/** What every other language provides: a translation of each key. */
export type Translations = Record<MessageKey, string>;

export const en = Object.fromEntries(INTERFACE_TEXTS.map((text) => [text, text])) as { [Key in MessageKey]: Key };
