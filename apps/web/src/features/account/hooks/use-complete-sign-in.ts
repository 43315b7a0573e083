import type { TokenPair } from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveSession } from '../../../lib/api-client';
import { closeDialog, openDialog } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { WALLET_BALANCE_KEY } from '../api/get-account-balance';
import { countriesQueryOptions } from '../api/get-countries';
import { meQueryOptions } from '../api/get-me';
import { startSession } from '../api/start-session';

export interface CompleteSignInOptions {
  /** Known from the sign-up answer; after a sign-in it is read from the profile. */
  isNewUser?: boolean;
  /** After a sign-up the player confirms the e-mail address next. */
  confirmEmail?: boolean;
}

/**
 * What follows a sign-in or sign-up (spec §4): keep the tokens, load the profile, the country list
 * and the balance, start a session, close the auth dialogs, then offer the super bonus to a new player.
 * Failures after the tokens are saved are swallowed: the player is signed in either way.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (tokens: TokenPair, options: CompleteSignInOptions = {}) => {
      saveSession(tokens);
      let isNewUser = options.isNewUser ?? false;
      try {
        const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
        storage.set('userNickname', me.nickname);
        storage.set('confirmEmail', me.is_email_verified);
        if (options.isNewUser === undefined) isNewUser = me.is_new_user;
      } catch (error) {
        console.error('Profile could not be loaded after sign-in', error);
      }
      void queryClient.prefetchQuery(countriesQueryOptions());
      void queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY });
      startSession().catch((error: unknown) => console.error('Session start failed', error));
      closeDialog('authMenu');
      closeDialog('loginMenu');
      closeDialog('registrationMenu');
      if (options.confirmEmail) openDialog('confirmEmail');
      if (isNewUser) openDialog('superBonuses');
    },
    [queryClient],
  );
}
