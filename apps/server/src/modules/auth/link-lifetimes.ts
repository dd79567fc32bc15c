/** How long the links mailed to an account holder work; their mails say so, from these figures. */

/** Long enough to reach a mailbox read only now and then, short enough that an old mail stops mattering. */
export const EMAIL_VERIFICATION_LINK_HOURS = 48;
/** A password reset is done at once: its link works one hour (and once). */
export const PASSWORD_RESET_LINK_HOURS = 1;
