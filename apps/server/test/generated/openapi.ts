// Generated from GET /api/openapi.json by `npm run api:types -w @paydeck/server`; do not edit.
// A test fails while this file differs from what the served document generates.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up */
        get: operations["get_healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and every migration is applied */
        get: operations["get_readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every ISO 3166-1 country with its English and Chinese name */
        get: operations["get_v1_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/time_zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every IANA time zone with its current UTC offset */
        get: operations["get_v1_time_zones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["post_v1_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/login_mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with a two-factor code or a recovery code */
        post: operations["post_v1_login_mfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revokes this session */
        post: operations["post_v1_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a user; a confirmation email follows */
        post: operations["post_v1_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/confirm_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the email address with the emailed token; signs the user in */
        post: operations["post_v1_confirm_email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/password_forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link (the answer is the same for unknown addresses) */
        post: operations["post_v1_password_forget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/password_reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the emailed token; signs out every session */
        post: operations["post_v1_password_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin_login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with an operator's one-time admin link */
        post: operations["post_v1_admin_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/current_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, their accounts and merchants */
        get: operations["get_v1_current_user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user_preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Language and time zone */
        get: operations["get_v1_user_preferences"];
        /** Change the language or time zone */
        put: operations["put_v1_user_preferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (old one required); signs out every other session */
        put: operations["put_v1_password"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mfa/qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start turning 2FA on: a new secret as a QR code */
        get: operations["get_v1_mfa_qrcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mfa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn 2FA on with the password and a code from the scanned secret; signs out every other session
         * @description Answers with the ten recovery codes, shown this once.
         */
        post: operations["post_v1_mfa_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mfa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn 2FA off with a current code or a recovery code; signs out every other session */
        post: operations["post_v1_mfa_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mfa/recovery_codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many unused recovery codes are left */
        get: operations["get_v1_mfa_recovery_codes"];
        put?: never;
        /**
         * Replace the recovery codes (password required); the old ones stop working
         * @description Answers with the ten new codes, shown this once.
         */
        post: operations["post_v1_mfa_recovery_codes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/login_histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's sign-ins and failed attempts, newest first */
        get: operations["get_v1_login_histories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchants the user owns or belongs to, with their accounts (owner details for owners only) */
        get: operations["get_v1_merchants"];
        put?: never;
        /** Complete the account information: create the user's merchant and its first account */
        post: operations["post_v1_merchants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a pending invitation leads to, by its emailed token */
        get: operations["get_v1_invitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accept_invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: a new user sets a password; a signed-in user joins */
        post: operations["post_v1_accept_invitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current account's members, newest first */
        get: operations["get_v1_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user_roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a member's roles (not the owner's) */
        put: operations["put_v1_user_roles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/remove_member/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (not the owner) from the current account */
        delete: operations["delete_v1_remove_member_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inviting_users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current account's invitations, newest first */
        get: operations["get_v1_inviting_users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite someone to the current account by email */
        post: operations["post_v1_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inviting_send_mail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an invitation again with a new link, valid 7 more days */
        post: operations["post_v1_inviting_send_mail_id"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inviting_users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an invitation; its link stops working */
        delete: operations["delete_v1_inviting_users_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Built-in roles by group, with descriptions (Accept-Language) and permissions */
        get: operations["get_v1_roles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/current_user_accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account the user is a member of, for the account switcher */
        get: operations["get_v1_current_user_accounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/select_account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an account the session's current account */
        post: operations["post_v1_select_account"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an account to the current account's merchant (owner only, at most 10) */
        post: operations["post_v1_accounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account */
        get: operations["get_v1_accounts_accountId"];
        /** Change an account's settings (at least one field) */
        put: operations["put_v1_accounts_accountId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's roles and permissions on an account */
        get: operations["get_v1_accounts_accountId_permissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}/getting_started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The getting-started checklist of an account */
        get: operations["get_v1_accounts_accountId_getting_started"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account_settlement_currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current account's settlement currencies (always live) */
        get: operations["get_v1_account_settlement_currencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current account's messages, newest first */
        get: operations["get_v1_messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/read_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every unread message of the account read */
        post: operations["post_v1_messages_read_all"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message */
        get: operations["get_v1_messages_id"];
        /** Mark a message read */
        put: operations["put_v1_messages_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current account's tickets, newest first */
        get: operations["get_v1_tickets"];
        put?: never;
        /**
         * Raise a support ticket (multipart/form-data)
         * @description Text fields category, title, description, priority (spec §5: category, description and priority required), optional source_type and source_id (the record it is about); up to 2 parts named "attachments", each under 10 MB, of jpg, jpeg, png, webp, txt, doc, xls, zip, rar, xlsx or docx (checked from the bytes). A third file is 422 ticket_attachments_too_many, a larger one 413, another format 415.
         */
        post: operations["post_v1_tickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket with its conversation */
        get: operations["get_v1_tickets_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tickets/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a ticket (multipart/form-data)
         * @description Text field content; up to 2 parts named "attachments", each under 10 MB, of jpg, jpeg, png, webp, txt, doc, xls, zip, rar, xlsx or docx (checked from the bytes). A closed ticket takes no reply (409 ticket_closed).
         */
        post: operations["post_v1_tickets_id_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tickets/{id}/attachments/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an attachment of a ticket (as an attachment, never inline) */
        get: operations["get_v1_tickets_id_attachments_file_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's own operations across their accounts, newest first */
        get: operations["get_v1_operations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's operation log, refused attempts included, newest first */
        get: operations["get_v1_accounts_accountId_operations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mode's API keys that still work: the current pair and rolled keys until they expire */
        get: operations["get_api_keys"];
        put?: never;
        /**
         * Make the mode's publishable and secret key (once; then roll them)
         * @description The response holds the secret key in full: the only time it is shown. 409 when the mode has its keys.
         */
        post: operations["post_api_keys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys/{id}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a key with a new one; the old key works on for the chosen time
         * @description The response holds a new secret key in full: the only time it is shown.
         */
        post: operations["post_api_keys_id_roll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment methods of the catalogue, with their status in this account and mode
         * @description With a publishable key, only enabled methods are listed.
         */
        get: operations["get_api_payment_methods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment_methods/{method}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment method: its flow, currencies, limits, fees and status */
        get: operations["get_api_payment_methods_method"];
        /** Enable or disable a payment method in this mode (dashboard only) */
        put: operations["put_api_payment_methods_method"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers, newest first */
        get: operations["get_api_customers"];
        put?: never;
        /**
         * Create a customer
         * @description First and last name are required; phone in E.164; document types of spec §3.
         */
        post: operations["post_api_customers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer with its latest payments and its mandates */
        get: operations["get_api_customers_id"];
        /** Change any of a customer’s fields (null clears an optional one) */
        put: operations["put_api_customers_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments, newest first
         * @description Filters: status (or all), payment_method, search (exact id, reference or customer id), time_created range.
         */
        get: operations["get_api_payments"];
        put?: never;
        /**
         * Create a payment and get the checkout link for the payer
         * @description The method must be enabled in this mode, take the currency, and allow the amount. Send the payer to `action.url` (or show `action.qr_code`); the payment then moves created → pending → paid, under_paid, over_paid or failed, or is canceled, or expires (1 hour; 3 days for vouchers). With unique reference mode on, a reference used before in this mode is 409 reference_exists.
         */
        post: operations["post_api_payments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment with its refunds and disputes */
        get: operations["get_api_payments_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a payment the payer has not paid (created or pending) */
        post: operations["post_api_payments_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the payer sees on the checkout page
         * @description Authorized by the token of the payment's action url; a wrong token answers 404.
         */
        get: operations["get_v1_checkout_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/{id}/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: the payer's action on the checkout page (simulated gateway)
         * @description Moves a test payment through its real states: created → pending → paid, under_paid, over_paid or failed (with a ledger entry for what was paid), or expired. A live payment answers 409 test_mode_only: only its payment processor completes it, never the payer.
         */
        post: operations["post_v1_checkout_id_simulate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refunds, newest first */
        get: operations["get_api_refunds"];
        put?: never;
        /**
         * Refund a paid payment, in full or in part
         * @description The amount must be more than 0 (422 refund_amount_zero) and at most the payment’s amount_refundable (422 refund_amount_exceeded, saying by how much). Refused while a dispute is open. The refund starts pending with its amount taken from the balance; the gateway answers within about 10 s (refunded, or failed and the amount returned). In test mode POST /api/refunds/{id}/simulate answers at once.
         */
        post: operations["post_api_refunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One refund */
        get: operations["get_api_refunds_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refunds/{id}/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: the simulated gateway answers a pending refund (refunded or failed)
         * @description Live mode answers 409 test_mode_only.
         */
        post: operations["post_api_refunds_id_simulate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: the payer disputes a paid payment
         * @description Opens a chargeback needing a response within 7 days (time_expired); its amount is withdrawn from the balance at once. Live mode answers 409 test_mode_only: live disputes come from the payment method.
         */
        post: operations["post_api_payments_id_dispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disputes, newest first */
        get: operations["get_api_disputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dispute, with the evidence submitted */
        get: operations["get_api_disputes_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a dispute: the amount stays with the payer (needs_response → accepted) */
        post: operations["post_api_disputes_id_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a dispute with evidence (needs_response → under_review)
         * @description Upload the files first with POST /api/files (purpose dispute_evidence) and give their ids.
         */
        post: operations["post_api_disputes_id_evidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: the simulated method decides the dispute (won, lost) or the payer withdraws it (resolved)
         * @description won and lost decide a dispute under review; resolved closes an open one. Won or resolved returns the amount to the balance (dispute_resolved). Live mode answers 409 test_mode_only.
         */
        post: operations["post_api_disputes_id_simulate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mandates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mandates, newest first
         * @description Filters: status (or all), payment_method, customer_id, time_created range.
         */
        get: operations["get_api_mandates"];
        put?: never;
        /**
         * Create a mandate for a customer to sign
         * @description The method must support recurring charges and be enabled in this mode. Send the customer to `action.url`; the mandate then moves created → pending → succeeded (signed) or failed (declined).
         */
        post: operations["post_api_mandates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mandates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One mandate with the payments charged under it */
        get: operations["get_api_mandates_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mandates/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a mandate: nothing more can be charged under it
         * @description The subscriptions that charge it are canceled with it.
         */
        post: operations["post_api_mandates_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mandates/{id}/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Charge a signed mandate: a payment "regular with mandate", without the payer
         * @description The mandate must be succeeded; its method must take the currency and allow the amount. The answer is the payment after the processor answered: paid or failed.
         */
        post: operations["post_api_mandates_id_charge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mandate-signing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the customer sees on the signing page
         * @description Authorized by the token of the mandate's action url; a wrong token answers 404.
         */
        get: operations["get_v1_mandate_signing_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mandate-signing/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: the customer's answer on the signing page (simulated processor)
         * @description Moves a test mandate created → pending → succeeded (sign, or sign with every later charge declined for lack of funds) or failed (decline). A live mandate answers 409 test_mode_only: its processor confirms it.
         */
        post: operations["post_v1_mandate_signing_id_sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subscriptions, newest first
         * @description Filters: status (or all), customer_id, time_created range.
         */
        get: operations["get_api_subscriptions"];
        put?: never;
        /**
         * Create a subscription charging a customer’s signed mandate
         * @description Charged `amount` at the start of each period, `interval_count` times in all: at once (status created, then active once paid), or from `time_trial_end` (status trialing). A failed charge makes it incomplete and is retried 1, 3 and 7 days later; the last charge completes it. Periods are counted in the account’s time zone, month ends kept (Jan 31 → Feb 28 → Mar 31).
         */
        post: operations["post_api_subscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription with its charges */
        get: operations["get_api_subscriptions_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a subscription now: no further charge
         * @description Refused (403) while the account is disabled.
         */
        post: operations["post_api_subscriptions_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/test_clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: move a subscription’s test clock forward and bill what came due
         * @description At most two intervals per step; each period and retry passed is billed in order.
         */
        post: operations["post_api_subscriptions_id_test_clock_advance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (multipart/form-data)
         * @description Dispute evidence: jpg, jpeg, png, webp, pdf, txt, doc, docx, at most 5 MB. The type is checked from the bytes, not just the name (415 otherwise); a larger file is 413. Give the id to POST /api/disputes/{id}/evidence.
         */
        post: operations["post_api_files"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an uploaded file (as an attachment) */
        get: operations["get_api_files_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/balance_transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance transactions: every money movement of the mode, newest first
         * @description The dashboard asks for live mode (spec §7); test-mode movements are kept with livemode=false so the simulator can be followed. `status` is pending until `time_available`, then available.
         */
        get: operations["get_api_balance_transactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/balance_transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One balance transaction */
        get: operations["get_api_balance_transactions_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The balance per currency: available, pending and frozen, with the withdrawal fee in each */
        get: operations["get_api_balances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settlements (withdrawals), newest first */
        get: operations["get_api_settlements"];
        put?: never;
        /**
         * Withdraw: pay an amount of the available balance to a bank account
         * @description The bank account must be in the currency (422 bank_account_currency_mismatch), the currency one of the account's settlement currencies (422 settlement_currency_not_enabled). The amount and the USD 20 fee (spec §9, converted at the rate table) are taken from the available balance together (422 balance_insufficient otherwise); the bank account receives the amount. Refused while a disabled account's withdrawals are frozen (409 withdrawals_frozen). Expected 2 business days later. Dashboard only: a withdrawal is a user’s act in the activity log.
         */
        post: operations["post_api_settlements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One settlement */
        get: operations["get_api_settlements_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: the simulated provider pays, cancels or fails a pending settlement
         * @description Canceled and failed return the amount and the fee to the balance. 409 test_mode_only for a live settlement: the provider moves those.
         */
        post: operations["post_api_settlements_id_simulate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's bank accounts, the default first, and the beneficiary name they must carry */
        get: operations["get_v1_bank_accounts"];
        put?: never;
        /**
         * Add a bank account (the first one is the default)
         * @description Spec §5: every listed field is required; the beneficiary name is the account's company name in upper case (422 beneficiary_name_mismatch otherwise).
         */
        post: operations["post_v1_bank_accounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a bank account (the whole record) */
        put: operations["put_v1_bank_accounts_id"];
        post?: never;
        /** Delete a bank account (the newest other one becomes the default); settlements keep their copy */
        delete: operations["delete_v1_bank_accounts_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_accounts/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a bank account the default */
        post: operations["post_v1_bank_accounts_id_default"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payers, newest first
         * @description `search` is an exact payer id or reference.
         */
        get: operations["get_api_payers"];
        put?: never;
        /**
         * Add a payer
         * @description Spec §5: an individual needs first name, last name and nationality; a company its legal name, tax id and registration country (422 per missing field).
         */
        post: operations["post_api_payers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payer, with its identity documents and remittance */
        get: operations["get_api_payers_id"];
        /** Change a payer (the whole record, as created) */
        put: operations["put_api_payers_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payers/{id}/identity_documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an identity document (multipart/form-data)
         * @description Spec §9: up to 3 pictures (jpg, jpeg, png, webp), each at most 5 MB; the type is checked from the bytes, not just the name (415 otherwise), a larger file is 413 and a fourth document 422 identity_documents_limit. Answers the payer.
         */
        post: operations["post_api_payers_id_identity_documents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payers/{id}/identity_documents/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an identity document (as an attachment) */
        get: operations["get_api_payers_id_identity_documents_file_id"];
        put?: never;
        post?: never;
        /** Remove an identity document from a payer */
        delete: operations["delete_api_payers_id_identity_documents_file_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payees, newest first
         * @description `search` is an exact payee id or reference.
         */
        get: operations["get_api_payees"];
        put?: never;
        /**
         * Add a payee
         * @description Spec §5: entity type, first name, last name and nationality (422 per missing field).
         */
        post: operations["post_api_payees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payee */
        get: operations["get_api_payees_id"];
        /**
         * Change a payee (the whole record, as created)
         * @description Spec §5: entity type, first name, last name and nationality (422 per missing field).
         */
        put: operations["put_api_payees_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payout methods, newest first (deleted ones are not listed) */
        get: operations["get_api_payout_methods"];
        put?: never;
        /**
         * Add a payee's account at a payout method
         * @description Spec §5: method and account required, the account an email address or an E.164 phone number as the method takes (422). The payee must exist (404 payee_not_found); a company payee cannot take a method that pays individuals only (422 payout_method_company_unsupported).
         */
        post: operations["post_api_payout_methods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout_methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payout method */
        get: operations["get_api_payout_methods_id"];
        put?: never;
        post?: never;
        /**
         * Delete a payout method
         * @description Its payouts keep it. Refused while one of them is pending or waiting for verification (409 payout_method_in_use).
         */
        delete: operations["delete_api_payout_methods_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payouts, newest first */
        get: operations["get_api_payouts"];
        put?: never;
        /**
         * Pay a payee: the amount and the method’s fee leave the available balance
         * @description Payer, payee and payout method must be the account’s in this mode, the method the payee’s (422 payout_method_not_payees), and a company payee needs a method that pays companies. The payee receives the amount converted into the method’s currency at the rate table (amount_local); the method’s fee (docs/fees.md "Payouts") is taken with the amount from the balance in `currency` (422 balance_insufficient beyond it). Once the payer’s remittance would reach HKD 8,000 the payer needs an identity document (422 payer_identity_required). At or above the account’s verification threshold (default USD 1,000) the payout waits in waiting_action until a user verifies it; otherwise it is pending and sent to the processor.
         */
        post: operations["post_api_payouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a payout would deliver and cost now: local amount, rate, fee, and whether it needs verifying
         * @description The same arithmetic as POST /api/payouts (docs/fees.md "Payouts"); rates may move before you create it.
         */
        get: operations["get_api_payouts_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payout */
        get: operations["get_api_payouts_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending or waiting payout: its amount and fee return to the balance
         * @description 409 payout_not_cancelable once the processor has paid or failed it.
         */
        post: operations["post_api_payouts_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/{id}/verification_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the signed-in user a one-time code to verify a waiting payout (users without 2FA)
         * @description Valid for 10 minutes, once; a new code replaces the last. 409 verification_uses_authenticator for a user with 2FA. Dashboard only: a verification is a person’s act.
         */
        post: operations["post_api_payouts_id_verification_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a waiting payout with the signed-in user’s code: it becomes pending and is sent
         * @description The code from the user’s authenticator when 2FA is on, else the emailed one. Each code is accepted once; five wrong codes lock this payout’s verification for 15 minutes (429 verification_locked). Takes no Idempotency-Key: every attempt counts. Dashboard only.
         */
        post: operations["post_api_payouts_id_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/{id}/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: the simulated processor succeeds or fails a pending payout, or asks for action
         * @description failed returns the amount and the fee to the balance; needs_action moves it to waiting_action. 409 test_mode_only for a live payout: the processor moves those.
         */
        post: operations["post_api_payouts_id_simulate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exports of the mode, newest first */
        get: operations["get_api_exports"];
        put?: never;
        /**
         * Export a list under a filter as CSV
         * @description Records the export (status created) with the list's filter; a worker writes the file (processing, then processed with its rows and size, or failed). Needs the source list’s permissions too. The file’s headers are in the caller’s language and its times in the caller’s time zone.
         */
        post: operations["post_api_exports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One export, with its progress */
        get: operations["get_api_exports_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a processed export’s CSV (as an attachment)
         * @description UTF-8 with a byte order mark, CRLF line ends (RFC 4180). Refused with export_not_ready (409) until the export is processed and export_expired (409) once its file was deleted.
         */
        get: operations["get_api_exports_id_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A range's figures per currency, by bucket, against the period before
         * @description Calendar days from..to (included) in the account's time zone, cut by hour, day, ISO week (from Monday) or calendar month; every bucket is listed, empty ones with zeros. Refused (422) past 366 days or 800 buckets, or with from after to.
         */
        get: operations["get_api_statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of the mode, newest first
         * @description Filters: type, object_id (one payment, refund or dispute), time_created range. Events of one object are listed in the order they happened, also within one second.
         */
        get: operations["get_api_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event */
        get: operations["get_api_events_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mode's webhook endpoints, newest first */
        get: operations["get_api_webhook_endpoints"];
        put?: never;
        /**
         * Add an endpoint: where events of this mode are posted
         * @description A valid URL (https in live mode, 422 webhook_url_https_required) and at least one event type, or `*`. A signing secret is made with it: reveal it with GET /api/webhook_endpoints/{id}/secret.
         */
        post: operations["post_api_webhook_endpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint */
        get: operations["get_api_webhook_endpoints_id"];
        /**
         * Change an endpoint, or enable or disable it
         * @description Events that happen while an endpoint is disabled are not sent to it, also after it is enabled again.
         */
        put: operations["put_api_webhook_endpoints_id"];
        post?: never;
        /** Delete an endpoint, with its queued deliveries and its histories */
        delete: operations["delete_api_webhook_endpoints_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook_endpoints/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reveal the signing secret (each reveal is in the activity log) */
        get: operations["get_api_webhook_endpoints_id_secret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook_endpoints/{id}/roll_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a new signing secret; the old one keeps signing beside it for the chosen time */
        post: operations["post_api_webhook_endpoints_id_roll_secret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook_endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event of any type to this endpoint
         * @description A sample object in a status of that type, with an event id starting `evt_test_`; its attempts appear in the webhook histories. 409 webhook_endpoint_disabled for a disabled endpoint.
         */
        post: operations["post_api_webhook_endpoints_id_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook_histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery attempts, newest first
         * @description Filters: endpoint_id, event_type, status (succeeded: a 2xx answer), time_created range. Payloads and response bodies are cut to 200 characters here; the detail has the first 16 KB of a response.
         */
        get: operations["get_api_webhook_histories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook_histories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One attempt, with what was sent and what came back */
        get: operations["get_api_webhook_histories_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook_histories/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send what this attempt sent again (same body and webhook-id), with retries */
        post: operations["post_api_webhook_histories_id_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook_histories/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk replay: count what a filter matches (dry run), then send exactly that set again
         * @description The set is every delivery, to an enabled endpoint, with an attempt matching the filter, each once. A dry run answers its count and `as_of`; replay with the same filter, `as_of` and `expected_count`. 409 webhook_replay_changed when the set is no longer the one counted. At most 10 a second per endpoint.
         */
        post: operations["post_api_webhook_histories_replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        SelectAccountBodyInput: {
            account_id: string;
        };
        /**
         * @example {
         *       "livemode": 0
         *     }
         */
        ApiKeyCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "expires_in": "24h"
         *     }
         */
        ApiKeyRollBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /**
             * @description How long the old key keeps working: now, 1 h, 24 h or 7 days.
             * @enum {string}
             */
            expires_in: "now" | "1h" | "24h" | "7d";
        };
        LoginBodyInput: {
            /** Format: email */
            email: string;
            password: string;
            /**
             * @description Keep me signed in: one week instead of 12 hours.
             * @default false
             */
            remember: boolean;
        };
        /** @description The pending sign-in and either `otp` or `recovery_code`. */
        LoginMfaBodyInput: {
            mfa_token?: string;
            /** @description Six-digit code from the authenticator app. */
            otp?: string;
            /** @description One of the ten recovery codes shown when 2FA was turned on, e.g. `k7m2p-x9qrt`. */
            recovery_code?: string;
        };
        RegisterBodyInput: {
            /** Format: email */
            email: string;
            /** @description 8–256 characters with a letter, a digit and a special character. */
            password: string;
            /**
             * @description The user agrees to the service agreement, privacy policy and AML/KYC clause.
             * @constant
             */
            agreement: true;
        };
        TokenBodyInput: {
            /** @description The token from the emailed link. */
            token: string;
        };
        PasswordForgetBodyInput: {
            /** Format: email */
            email: string;
        };
        PasswordResetBodyInput: {
            /** @description The token from the emailed link. */
            token: string;
            /** @description 8–256 characters with a letter, a digit and a special character. */
            password: string;
        };
        PasswordChangeBodyInput: {
            old_password: string;
            /** @description 8–256 characters with a letter, a digit and a special character. */
            password: string;
        };
        AcceptInvitationBodyInput: {
            /** @description The token from the emailed link. */
            token: string;
            /** @description 8–256 characters with a letter, a digit and a special character. */
            password?: string;
        };
        /**
         * @example {
         *       "token": "chk_…",
         *       "outcome": "pay_full"
         *     }
         */
        CheckoutSimulateBodyInput: {
            /** @description The checkout token from the payment's action url. */
            token: string;
            /**
             * @description pay_full pays the amount; underpay and overpay pay `amount` (default half, or 10% more); fail ends it with `failure_code`; expire lets it run out.
             * @enum {string}
             */
            outcome: "pay_full" | "underpay" | "overpay" | "fail" | "expire";
            /** @description For underpay (less than the amount) and overpay (more than the amount, at most the maximum of the payment's currency: docs/fees.md), in minor units. */
            amount?: number;
            /**
             * @description For fail: declined, insufficient_funds, limit_exceeded, payer_account_frozen, risk_rejected (default declined).
             * @enum {string}
             */
            failure_code?: "declined" | "insufficient_funds" | "limit_exceeded" | "payer_account_frozen" | "risk_rejected";
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "reason": "product_not_received"
         *     }
         */
        DisputeCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @enum {string} */
            reason: "general" | "customer_initiated" | "not_authorized" | "duplicate" | "fraudulent" | "product_not_received" | "product_unacceptable" | "subscription_canceled" | "unrecognized";
            /** @description Minor units; defaults to everything not yet refunded, and can be no more. */
            amount?: number;
            description?: string | null;
        };
        DisputeActionBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "text": "Tracking shows delivery on 3 January, signed by the payer.",
         *       "files": []
         *     }
         */
        DisputeEvidenceBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            text: string;
            /** @description Ids of files uploaded with POST /api/files (purpose dispute_evidence), at most 5. */
            files?: string[];
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "outcome": "won"
         *     }
         */
        DisputeSimulateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /**
             * @description won or lost decide an answered dispute; resolved: the payer withdrew it (either open status).
             * @enum {string}
             */
            outcome: "won" | "lost" | "resolved";
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "payment_id": "pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd",
         *       "amount": 5000,
         *       "description": "Returned one item"
         *     }
         */
        RefundCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            payment_id: string;
            /**
             * @description Minor units; more than 0 and at most the payment’s amount_refundable (itself at most what was paid, within the maximum of the currency: docs/fees.md).
             * @example 5000
             */
            amount: number;
            description?: string | null;
            reference?: string | null;
            /**
             * @description Your own key-value pairs: at most 20 keys of up to 40 characters, string values up to 500.
             * @example {
             *       "order_id": "10042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "outcome": "refunded"
         *     }
         */
        RefundSimulateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @enum {string} */
            outcome: "refunded" | "failed";
            /**
             * @description With outcome failed: payer_account_closed, refund_declined (default refund_declined).
             * @enum {string}
             */
            failure_code?: "payer_account_closed" | "refund_declined";
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "payment_method": "fps_hk",
         *       "amount": 25000,
         *       "currency": "HKD",
         *       "reference": "order-10042",
         *       "description": "Order 10042",
         *       "return_url": "https://shop.example.com/orders/10042",
         *       "metadata": {
         *         "order_id": "10042"
         *       }
         *     }
         */
        PaymentCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /**
             * @description A method enabled for the account in this mode.
             * @enum {string}
             */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            /**
             * @description Minor units, within the method's limits for the currency (all within the currency's maximum: docs/fees.md).
             * @example 25000
             */
            amount: number;
            /**
             * @description One of the currencies the method takes.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description Your order id. Unique per account and mode when the account has unique reference mode on. */
            reference?: string | null;
            customer_id?: string | null;
            description?: string | null;
            /** @description Where to post status notifications (webhooks come with a later release). */
            notify_url?: string | null;
            /** @description Where the checkout page sends the payer back. */
            return_url?: string | null;
            /**
             * @description Your own key-value pairs: at most 20 keys of up to 40 characters, string values up to 500.
             * @example {
             *       "order_id": "10042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        PaymentActionBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "customer_id": "cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c",
         *       "payment_method": "alipay_cn"
         *     }
         */
        MandateCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            customer_id: string;
            /**
             * @description A recurring-capable method enabled for the account.
             * @enum {string}
             */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            reference?: string | null;
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "amount": 4500,
         *       "currency": "CNY",
         *       "reference": "order-10043"
         *     }
         */
        MandateChargeBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            amount: number;
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            reference?: string | null;
            description?: string | null;
            /**
             * @description Your own key-value pairs: at most 20 keys of up to 40 characters, string values up to 500.
             * @example {
             *       "order_id": "10042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        RecurringActionBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "customer_id": "cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c",
         *       "mandate_id": "mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs",
         *       "amount": 9900,
         *       "currency": "CNY",
         *       "interval_unit": "month",
         *       "interval_count": 12,
         *       "description": "Gold plan"
         *     }
         */
        SubscriptionCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            customer_id: string;
            /** @description A succeeded mandate of the same customer. */
            mandate_id: string;
            amount: number;
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @enum {string} */
            interval_unit: "year" | "quarter" | "month" | "week" | "day";
            interval_count: number;
            /** @description In the future; no charge before it. */
            time_trial_end?: number | null;
            reference?: string | null;
            description?: string | null;
            email?: string | null;
            /**
             * @description Your own key-value pairs: at most 20 keys of up to 40 characters, string values up to 500.
             * @example {
             *       "order_id": "10042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
            /** @description Test mode only: bill by a test clock that starts now and moves only when advanced. */
            test_clock?: boolean;
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "frozen_time": 1769904000
         *     }
         */
        TestClockAdvanceBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @description Unix time in seconds. */
            frozen_time: number;
        };
        CustomerDocumentInput: {
            /** @enum {string} */
            type: "national_id" | "passport" | "driving_license" | "business_license";
            number: string;
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "reference": "crm-10042",
         *       "first_name": "Mei",
         *       "last_name": "Chan",
         *       "email": "mei.chan@example.com",
         *       "phone": "+85291234567",
         *       "country": "HK",
         *       "document": {
         *         "type": "national_id",
         *         "number": "A1234567"
         *       },
         *       "address": {
         *         "country": "HK",
         *         "city": "Hong Kong",
         *         "line1": "18 Harbour Road"
         *       }
         *     }
         */
        CustomerCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            first_name: string;
            last_name: string;
            reference?: string | null;
            company?: string | null;
            description?: string | null;
            /** @example mei.chan@example.com */
            email?: string | null;
            /**
             * @description E.164: + country code and number, no spaces.
             * @example +85291234567
             */
            phone?: string | null;
            country?: string | null;
            document?: components["schemas"]["CustomerDocumentInput"] | null;
            /**
             * @description YYYY-MM-DD, not in the future.
             * @example 1988-04-12
             */
            birth_date?: string | null;
            address?: {
                country?: string | null;
                state?: string | null;
                city?: string | null;
                line1?: string | null;
                line2?: string | null;
                postal_code?: string | null;
            } | null;
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "phone": "+85298765432",
         *       "company": null
         *     }
         */
        CustomerUpdateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            first_name?: string;
            last_name?: string;
            reference?: string | null;
            company?: string | null;
            description?: string | null;
            /** @example mei.chan@example.com */
            email?: string | null;
            /**
             * @description E.164: + country code and number, no spaces.
             * @example +85291234567
             */
            phone?: string | null;
            country?: string | null;
            document?: components["schemas"]["CustomerDocumentInput"] | null;
            /**
             * @description YYYY-MM-DD, not in the future.
             * @example 1988-04-12
             */
            birth_date?: string | null;
            address?: {
                country?: string | null;
                state?: string | null;
                city?: string | null;
                line1?: string | null;
                line2?: string | null;
                postal_code?: string | null;
            } | null;
        };
        /**
         * @description The list to export and its filter: the same fields as that list's query, without paging.
         * @example {
         *       "livemode": 0,
         *       "source_type": "payment",
         *       "filter": {
         *         "status": "paid",
         *         "time_created[gte]": 1767225600
         *       }
         *     }
         */
        ExportCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @constant */
            source_type: "payment";
            /** @default {} */
            filter: {
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                /** @enum {string} */
                status?: "all" | "created" | "pending" | "paid" | "under_paid" | "over_paid" | "canceled" | "expired" | "failed";
                /** @enum {string} */
                payment_method?: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
                /** @description An exact payment id, reference or customer id. */
                search?: string;
            };
        } | {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @constant */
            source_type: "refund";
            /** @default {} */
            filter: {
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                /** @enum {string} */
                status?: "all" | "pending" | "refunded" | "failed";
                payment_id?: string;
            };
        } | {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @constant */
            source_type: "balance_transaction";
            /** @default {} */
            filter: {
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                /** @enum {string} */
                type?: "payment" | "refund" | "refund_failure" | "payout" | "settlement" | "settlement_cancel" | "settlement_failure" | "dispute" | "dispute_resolved" | "adjustment";
                /** @enum {string} */
                status?: "all" | "pending" | "available";
                /**
                 * @description ISO 4217 code.
                 * @example HKD
                 * @enum {string}
                 */
                currency?: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
                /** @description Entries of one payment, refund or dispute. */
                source_id?: string;
            };
        };
        MessageUpdateBodyInput: {
            /** @constant */
            status: "read";
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "status": "disable"
         *     }
         */
        PaymentMethodUpdateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @enum {string} */
            status: "enable" | "disable";
        };
        UserRolesBodyInput: {
            user_id: string;
            /** @description One or more built-in roles; 'owner' stays with the merchant's owner. */
            roles: ("administrator" | "developer" | "finance" | "support" | "analyst")[];
        };
        InviteBodyInput: {
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "administrator" | "developer" | "finance" | "support" | "analyst";
        };
        MfaEnableBodyInput: {
            /** @description Six-digit code from the authenticator app. */
            otp: string;
            /** @description The account's current password. */
            password: string;
        };
        /** @description A current code from the authenticator, or a recovery code. */
        MfaDisableBodyInput: {
            /** @description Six-digit code from the authenticator app. */
            otp?: string;
            /** @description One of the ten recovery codes shown when 2FA was turned on, e.g. `k7m2p-x9qrt`. */
            recovery_code?: string;
        };
        MfaRecoveryCodesBodyInput: {
            /** @description The account's current password. */
            password: string;
        };
        /**
         * @example {
         *       "bank_name": "The Hongkong and Shanghai Banking Corporation Limited",
         *       "bank_address": "1 Queens Road Central, Hong Kong",
         *       "swift_code": "HSBCHKHHHKH",
         *       "bank_country": "HK",
         *       "additional_information": "004",
         *       "account_number": "004-123456-001",
         *       "beneficiary_name": "HARBOUR TRADING LTD.",
         *       "beneficiary_address": "8 Finance Street, Central, Hong Kong",
         *       "beneficiary_country": "HK",
         *       "currency": "HKD"
         *     }
         */
        BankAccountBodyInput: {
            bank_name: string;
            bank_address: string;
            swift_code: string;
            /**
             * @description ISO 3166-1 alpha-2.
             * @example HK
             */
            bank_country: string;
            /** @description The routing number. */
            additional_information: string;
            account_number: string;
            /** @description Upper-case English letters, digits, '.' and ','; the account's company name. */
            beneficiary_name: string;
            /** @description English letters, digits and - , . only ('#' is refused). */
            beneficiary_address: string;
            /**
             * @description ISO 3166-1 alpha-2.
             * @example HK
             */
            beneficiary_country: string;
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
            comment?: string | null;
            intermediary_bank_name?: string | null;
            intermediary_bank_country?: string | null;
            /** @description Make it the default (the first one always is). */
            default?: boolean;
        };
        /**
         * @example {
         *       "livemode": 1,
         *       "currency": "HKD",
         *       "amount": 1000000,
         *       "bank_account_id": "ba_7Hq2Lm9Xc4Vb1Nz8Kd3Rt6Wy",
         *       "description": "Monthly withdrawal"
         *     }
         */
        SettlementCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
            /**
             * @description Minor units; at most the available balance less the fee.
             * @example 1000000
             */
            amount: number;
            bank_account_id: string;
            description: string;
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "outcome": "paid"
         *     }
         */
        SettlementSimulateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @enum {string} */
            outcome: "paid" | "canceled" | "failed";
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "entity_type": "individual",
         *       "first_name": "Wei",
         *       "last_name": "Li",
         *       "nationality": "CN",
         *       "email": "li.wei@example.com",
         *       "reference": "supplier-0042"
         *     }
         */
        PayerBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            reference?: string | null;
            /** @enum {string} */
            entity_type: "individual" | "company";
            first_name?: string | null;
            last_name?: string | null;
            nationality?: string | null;
            email?: string | null;
            phone?: string | null;
            description?: string | null;
            legal_name?: string | null;
            tax_id?: string | null;
            registration_country?: string | null;
            addresses?: {
                residential?: {
                    country?: string | null;
                    state?: string | null;
                    city?: string | null;
                    line1?: string | null;
                    line2?: string | null;
                    postal_code?: string | null;
                } | null;
                registered?: {
                    country?: string | null;
                    state?: string | null;
                    city?: string | null;
                    line1?: string | null;
                    line2?: string | null;
                    postal_code?: string | null;
                } | null;
                business?: {
                    country?: string | null;
                    state?: string | null;
                    city?: string | null;
                    line1?: string | null;
                    line2?: string | null;
                    postal_code?: string | null;
                } | null;
            };
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "entity_type": "individual",
         *       "first_name": "Fang",
         *       "last_name": "Zhang",
         *       "nationality": "CN",
         *       "phone": "+8613912345678"
         *     }
         */
        PayeeBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            reference?: string | null;
            /** @enum {string} */
            entity_type: "individual" | "company";
            first_name?: string | null;
            last_name?: string | null;
            nationality?: string | null;
            email?: string | null;
            phone?: string | null;
            description?: string | null;
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "payee_id": "pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz",
         *       "method": "alipay_cn",
         *       "account": "zhang.fang@example.com"
         *     }
         */
        PayoutMethodBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            payee_id: string;
            /** @enum {string} */
            method: "alipay_cn" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "upi_in" | "pix_br";
            account: string;
            details?: {
                [key: string]: string;
            };
            description?: string | null;
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "payer_id": "pyr_3Lq8Vb2Nx7Kd5Rt1Wz9Hc4Mf",
         *       "payee_id": "pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz",
         *       "payout_method_id": "pm_2Xc7Rb1Lw9Tn4Jz5Hd2Kq8Vm",
         *       "currency": "HKD",
         *       "amount": 500000,
         *       "purpose": "salary",
         *       "reference": "salary-2026-11-017"
         *     }
         */
        PayoutBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            payer_id: string;
            payee_id: string;
            payout_method_id: string;
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
            /** @example 500000 */
            amount: number;
            /** @enum {string} */
            purpose: "salary" | "family_support" | "goods_clothing" | "goods_cosmetic" | "goods_electronics" | "goods_children_product" | "service_translation" | "service_human_resource" | "service_real_estate" | "service_computer" | "service_legal" | "service_accounting" | "service_advertising" | "service_market_research";
            reference?: string | null;
            description?: string | null;
            /**
             * @description Your own key-value pairs: at most 20 keys of up to 40 characters, string values up to 500.
             * @example {
             *       "order_id": "10042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        PayoutActionBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "code": "492039"
         *     }
         */
        PayoutVerifyBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            code: string;
        };
        /**
         * @example {
         *       "livemode": 0,
         *       "outcome": "succeeded"
         *     }
         */
        PayoutSimulateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** @enum {string} */
            outcome: "succeeded" | "failed" | "needs_action";
            /** @example account_closed */
            failure_code?: string;
            failure_message?: string;
        };
        FileUploadBodyInput: {
            /**
             * Format: binary
             * @description The file (one part named "file").
             */
            file: string;
        };
        IdentityDocumentUploadBodyInput: {
            /**
             * Format: binary
             * @description The picture (one part named "file").
             */
            file: string;
        };
        MandateSigningBodyInput: {
            /** @description The signing token from the mandate's action url. */
            token: string;
            /** @enum {string} */
            outcome: "sign" | "sign_then_decline_charges" | "decline";
        };
        TicketCreateBodyInput: {
            /** @enum {string} */
            category: "payments" | "refunds_disputes" | "subscriptions" | "payouts" | "balance_settlements" | "account" | "developers" | "other";
            title: string;
            description: string;
            /** @enum {string} */
            priority: "low" | "normal" | "high";
            /** @enum {string} */
            source_type?: "payment" | "refund" | "dispute" | "payout" | "settlement";
            source_id?: string;
            /** @description up to 2 parts named "attachments", each under 10 MB, of jpg, jpeg, png, webp, txt, doc, xls, zip, rar, xlsx or docx (checked from the bytes) */
            attachments?: string[];
        };
        TicketReplyBodyInput: {
            content: string;
            /** @description up to 2 parts named "attachments", each under 10 MB, of jpg, jpeg, png, webp, txt, doc, xls, zip, rar, xlsx or docx (checked from the bytes) */
            attachments?: string[];
        };
        /**
         * @example {
         *       "url": "https://shop.example.com/paydeck/webhooks",
         *       "enabled_events": [
         *         "payment.succeeded"
         *       ]
         *     }
         */
        WebhookEndpointCreateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /**
             * Format: uri
             * @description Where events are posted. Live endpoints must use https.
             */
            url: string;
            description?: string | null;
            /** @description At least one event type, or `*` for all of them. */
            enabled_events: ("*" | "payment.created" | "payment.pending" | "payment.succeeded" | "payment.under_paid" | "payment.over_paid" | "payment.failed" | "payment.canceled" | "payment.expired" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "settlement.created" | "settlement.paid" | "settlement.canceled" | "settlement.failed" | "payout.created" | "payout.action_required" | "payout.succeeded" | "payout.canceled" | "payout.failed" | "mandate.created" | "mandate.pending" | "mandate.succeeded" | "mandate.failed" | "mandate.canceled" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.completed")[];
            /**
             * @description Default: the latest.
             * @enum {string}
             */
            api_version?: "2026-11-01";
        };
        /**
         * @example {
         *       "status": "disabled"
         *     }
         */
        WebhookEndpointUpdateBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /** Format: uri */
            url?: string;
            description?: string | null;
            enabled_events?: ("*" | "payment.created" | "payment.pending" | "payment.succeeded" | "payment.under_paid" | "payment.over_paid" | "payment.failed" | "payment.canceled" | "payment.expired" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "settlement.created" | "settlement.paid" | "settlement.canceled" | "settlement.failed" | "payout.created" | "payout.action_required" | "payout.succeeded" | "payout.canceled" | "payout.failed" | "mandate.created" | "mandate.pending" | "mandate.succeeded" | "mandate.failed" | "mandate.canceled" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.completed")[];
            /** @enum {string} */
            api_version?: "2026-11-01";
            /**
             * @description Enable or disable the endpoint.
             * @enum {string}
             */
            status?: "enabled" | "disabled";
        };
        WebhookActionBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
        };
        /**
         * @example {
         *       "expires_in": "24h"
         *     }
         */
        WebhookSecretRollBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /**
             * @description How long the old secret keeps signing beside the new one: now, 1 h, 24 h or 7 days.
             * @enum {string}
             */
            expires_in: "now" | "1h" | "24h" | "7d";
        };
        /**
         * @example {
         *       "type": "payment.succeeded"
         *     }
         */
        WebhookTestBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            /**
             * @description The event type to send, with a sample object.
             * @enum {string}
             */
            type: "payment.created" | "payment.pending" | "payment.succeeded" | "payment.under_paid" | "payment.over_paid" | "payment.failed" | "payment.canceled" | "payment.expired" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "settlement.created" | "settlement.paid" | "settlement.canceled" | "settlement.failed" | "payout.created" | "payout.action_required" | "payout.succeeded" | "payout.canceled" | "payout.failed" | "mandate.created" | "mandate.pending" | "mandate.succeeded" | "mandate.failed" | "mandate.canceled" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.completed";
        };
        /**
         * @example {
         *       "status": "failed",
         *       "dry_run": true
         *     }
         */
        WebhookReplayBodyInput: {
            /**
             * @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key.
             * @example 0
             */
            livemode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
            endpoint_id?: string;
            /** @enum {string} */
            event_type?: "payment.created" | "payment.pending" | "payment.succeeded" | "payment.under_paid" | "payment.over_paid" | "payment.failed" | "payment.canceled" | "payment.expired" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "settlement.created" | "settlement.paid" | "settlement.canceled" | "settlement.failed" | "payout.created" | "payout.action_required" | "payout.succeeded" | "payout.canceled" | "payout.failed" | "mandate.created" | "mandate.pending" | "mandate.succeeded" | "mandate.failed" | "mandate.canceled" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.completed";
            /** @enum {string} */
            status?: "succeeded" | "failed";
            /** @description Unix time in seconds. */
            "time_created[gte]"?: number;
            /** @description Unix time in seconds. */
            "time_created[lt]"?: number;
            dry_run: boolean;
            /** @description From the dry run; required to replay. */
            as_of?: number;
            /** @description The dry run’s count. */
            expected_count?: number;
        };
        /** @description The body of every failed response. */
        ErrorEnvelope: {
            /** @constant */
            success: false;
            message: string;
            error: {
                /** @enum {string} */
                code: "bad_request" | "path_too_long" | "malformed_json" | "text_not_storable" | "validation_failed" | "unauthenticated" | "metrics_token_invalid" | "forbidden" | "not_found" | "route_not_found" | "method_not_allowed" | "conflict" | "payload_too_large" | "unsupported_media_type" | "rate_limited" | "internal_error" | "service_unavailable" | "login_failed" | "account_locked" | "email_not_confirmed" | "mfa_token_missing" | "mfa_code_invalid" | "otp_invalid" | "mfa_already_enabled" | "mfa_not_enabled" | "mfa_setup_missing" | "recovery_code_invalid" | "token_invalid" | "user_not_exists" | "password_incorrect" | "merchant_exists" | "invitation_email_mismatch" | "invitation_password_required" | "account_limit_reached" | "already_member" | "member_is_owner" | "invitation_accepted" | "reference_unique_locked" | "settlement_currency_missing" | "live_mode_unavailable" | "api_key_invalid" | "api_key_expired" | "api_key_not_allowed" | "publishable_key_not_allowed" | "livemode_mismatch" | "api_keys_exist" | "api_key_rolled" | "idempotency_key_reused" | "idempotency_in_progress" | "file_not_found" | "file_part_missing" | "payment_method_not_found" | "payment_method_unavailable" | "payment_method_disabled" | "customer_not_found" | "reference_exists" | "payment_not_found" | "currency_not_supported" | "amount_out_of_range" | "amount_above_maximum" | "payment_not_cancelable" | "payment_not_payable" | "checkout_amount_invalid" | "test_mode_only" | "live_mode_only" | "gateway_signature_invalid" | "refund_not_found" | "refund_amount_zero" | "refund_amount_exceeded" | "payment_not_refundable" | "refund_status_invalid" | "dispute_not_found" | "payment_dispute_open" | "payment_not_disputable" | "dispute_amount_exceeded" | "dispute_status_invalid" | "evidence_file_invalid" | "balance_transaction_not_found" | "mandate_not_found" | "subscription_not_found" | "method_not_recurring" | "mandate_not_usable" | "mandate_of_other_customer" | "mandate_not_cancelable" | "mandate_not_signable" | "trial_end_in_past" | "subscription_not_cancelable" | "test_clock_missing" | "test_clock_out_of_range" | "balance_insufficient" | "withdrawals_frozen" | "settlement_currency_not_enabled" | "bank_account_currency_mismatch" | "beneficiary_name_mismatch" | "bank_account_not_found" | "settlement_not_found" | "settlement_not_pending" | "exchange_rate_missing" | "payout_business_off" | "payer_not_found" | "payee_not_found" | "payout_method_not_found" | "payout_not_found" | "payout_method_not_payees" | "payout_method_company_unsupported" | "payout_method_in_use" | "payer_identity_required" | "identity_documents_limit" | "payout_not_cancelable" | "payout_not_pending" | "payout_not_waiting" | "verification_code_invalid" | "verification_locked" | "verification_uses_authenticator" | "verification_code_expired" | "event_not_found" | "webhook_endpoint_not_found" | "webhook_history_not_found" | "webhook_url_https_required" | "webhook_endpoint_disabled" | "webhook_replay_as_of_required" | "webhook_replay_changed" | "webhook_replay_too_many" | "ticket_not_found" | "ticket_closed" | "ticket_attachments_too_many" | "ticket_attachment_too_large" | "ticket_attachment_type" | "ticket_source_not_found" | "export_not_found" | "export_not_ready" | "export_expired" | "statistics_date_invalid" | "statistics_range_reversed" | "statistics_range_too_long" | "statistics_too_many_buckets";
                type: string;
                message: string;
                details?: {
                    /** @description Dotted path of the offending field, snake_case as sent. */
                    field: string;
                    code: string;
                    message: string;
                }[];
            };
        };
        UserAccount: {
            id: string;
            name: string;
            merchant_id: string;
            merchant_name: string;
            /** @description The user holds the owner role on this account. */
            is_owner: boolean;
            /** @enum {string} */
            status: "activated" | "inactivated";
            /** @enum {string} */
            account_status: "normal" | "disabled";
            /** @enum {string} */
            merchant_status: "normal" | "disabled";
            /** @example HK */
            country: string;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        CurrentAccount: {
            id: string;
            name: string;
            /**
             * @description An inactivated account runs in test mode only.
             * @enum {string}
             */
            status: "activated" | "inactivated";
            /** @enum {string} */
            account_status: "normal" | "disabled";
            /** @enum {string} */
            merchant_status: "normal" | "disabled";
            merchant_id: string;
            /** @example HK */
            country: string;
            /** @example Asia/Hong_Kong */
            timezone: string;
            enable_reference_unique: boolean;
            enable_business: ("payin" | "payout" | "recurring")[];
            /** @example USD */
            default_settlement_currency: string;
            settlement_currencies: string[];
            time_disabled: number | null;
            /** @description A disabled account: when withdrawals become available again. */
            time_withdrawals_available: number | null;
            /** @description A disabled account: the total freeze in days. */
            freeze_days: number | null;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        AccountPermissions: {
            /** @description Permission names, or 'all permissions' for an owner of a normal account. */
            permissions: ("list_members" | "edit_member_roles" | "delete_member" | "list_invitations" | "invite_member" | "invite_resend_email" | "delete_invitation" | "list_roles" | "read_account" | "edit_account" | "list_bank_accounts" | "add_bank_account" | "edit_bank_account" | "delete_bank_account" | "list_activity_logs" | "list_api_keys" | "add_api_key" | "edit_api_key" | "list_webhook_endpoints" | "add_webhook_endpoint" | "edit_webhook_endpoint" | "delete_webhook_endpoint" | "list_webhook_histories" | "list_customers" | "add_customer" | "edit_customer" | "delete_customer" | "list_mandates" | "cancel_mandate" | "list_subscriptions" | "add_subscription" | "cancel_subscription" | "list_payments" | "add_payment" | "cancel_payment" | "export_payments" | "list_refunds" | "add_refund" | "list_disputes" | "edit_dispute" | "list_payment_methods" | "edit_payment_method" | "read_balance_summary" | "list_balance_transactions" | "export_balance_transactions" | "list_settlements" | "add_settlement" | "list_payers" | "add_payer" | "edit_payer" | "list_payees" | "add_payee" | "edit_payee" | "list_payouts" | "add_payout" | "cancel_payout" | "verify_payout" | "list_payout_methods" | "add_payout_method" | "delete_payout_method" | "list_tickets" | "add_ticket" | "list_exports" | "add_export" | "list_messages" | "edit_message")[] | "all permissions";
            roles: ("owner" | "administrator" | "developer" | "finance" | "support" | "analyst")[];
        };
        AccountSettlementCurrencies: {
            /** @enum {string} */
            default_settlement_currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
            settlement_currencies: ("USD" | "EUR" | "GBP" | "HKD" | "CNY")[];
        };
        GettingStarted: {
            /** @description Every step, in the order the page shows them. */
            steps: {
                /** @enum {string} */
                key: "account_information" | "two_factor" | "api_key" | "test_payment" | "webhook_endpoint" | "teammate_invited" | "account_activated";
                done: boolean;
            }[];
        };
        /**
         * @example {
         *       "id": "key_4mQ8rT2vX9bN6cK1pL7sW3yZ",
         *       "type": "secret",
         *       "livemode": false,
         *       "key": "sk_test_…Q7xZ",
         *       "status": "active",
         *       "time_created": 1767225600,
         *       "time_expired": null
         *     }
         */
        ApiKey: {
            id: string;
            /** @enum {string} */
            type: "publishable" | "secret";
            livemode: boolean;
            /** @description A publishable key in full. A secret key masked (`sk_test_…` and its last 4 characters), except in the response that creates or rolls it: the only time it is shown in full, since only its hash is kept. */
            key: string;
            /** @enum {string} */
            status: "active" | "expiring";
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description A rolled key stops working at this time. */
            time_expired: number | null;
        };
        /**
         * @description `key` is the new key (a secret one in full, shown this once); `previous` is the rolled key, with the time it stops working.
         * @example {
         *       "key": {
         *         "id": "key_9hT3wQ6mZ1xR8vB4nC7kL2pD",
         *         "type": "secret",
         *         "livemode": false,
         *         "key": "sk_test_<43 random characters, in full only in this response>",
         *         "status": "active",
         *         "time_created": 1767312000,
         *         "time_expired": null
         *       },
         *       "previous": {
         *         "id": "key_4mQ8rT2vX9bN6cK1pL7sW3yZ",
         *         "type": "secret",
         *         "livemode": false,
         *         "key": "sk_test_…Q7xZ",
         *         "status": "expiring",
         *         "time_created": 1767225600,
         *         "time_expired": 1767398400
         *       }
         *     }
         */
        RolledApiKey: {
            key: components["schemas"]["ApiKey"];
            previous: components["schemas"]["ApiKey"];
        };
        LoginResult: {
            /** @description Session bearer token; absent while a 2FA code is required. */
            token?: string;
            /** @description Session expiry, Unix seconds. */
            expires_at?: number;
            mfa_required: boolean;
            /** @description Passed to POST /v1/login_mfa with the code. */
            mfa_token?: string;
        };
        RegisterResult: {
            email: string;
        };
        InvitationPreview: {
            email: string;
            account_name: string;
            merchant_name: string;
            /** @description Whether the invited email already has a Paydeck user. */
            user_exists: boolean;
        };
        AcceptInvitationResult: {
            account_id: string;
            /** @description A new session, when the invitation created the user. */
            token?: string;
            expires_at?: number;
        };
        FeeDetail: {
            /** @enum {string} */
            type: "processing_fee" | "settlement_fee" | "payout_fee";
            /** @description Integer minor units of the currency. */
            amount: number;
            /** @example FPS 0.80% + HKD 2.00 */
            description: string;
        };
        /**
         * @example {
         *       "id": "txn_3Lp8Wd1Kz6Hq9Rx2Vc5Nb7Ym",
         *       "object": "balance_transaction",
         *       "livemode": true,
         *       "type": "payment",
         *       "source_type": "payment",
         *       "source_id": "pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd",
         *       "payment_method": "fps_hk",
         *       "currency": "HKD",
         *       "source_currency": "HKD",
         *       "source_amount": 25000,
         *       "amount": 25000,
         *       "fee_total": 400,
         *       "fee_details": [
         *         {
         *           "type": "processing_fee",
         *           "amount": 400,
         *           "description": "FPS 0.80% + HKD 2.00"
         *         }
         *       ],
         *       "exchange_rate": "1",
         *       "net": 24600,
         *       "status": "pending",
         *       "description": "Payment pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd",
         *       "time_created": 1767225600,
         *       "time_available": 1767398400
         *     }
         */
        BalanceTransaction: {
            id: string;
            /** @constant */
            object: "balance_transaction";
            livemode: boolean;
            /** @enum {string} */
            type: "payment" | "refund" | "refund_failure" | "payout" | "settlement" | "settlement_cancel" | "settlement_failure" | "dispute" | "dispute_resolved" | "adjustment";
            /** @enum {string} */
            source_type: "payment" | "refund" | "dispute" | "payout" | "settlement" | "adjustment";
            source_id: string;
            payment_method: ("alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl") | null;
            /**
             * @description The balance it moved: a settlement currency of the account.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /**
             * @description The source object's currency; differs from currency when the movement was converted.
             * @example HKD
             * @enum {string}
             */
            source_currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description The amount of the source object, in source_currency (payment paid, refund, dispute, payout; a settlement and its fee, when a reversal returns both). */
            source_amount: number;
            /** @description Signed: what the movement adds to (or takes from) the balance before fees. */
            amount: number;
            /** @description Integer minor units of the currency. */
            fee_total: number;
            fee_details: components["schemas"]["FeeDetail"][];
            /** @description source_currency to currency, from the rate table when it was booked ("1" when they are the same). amount = source_amount × exchange_rate, rounded half up to a minor unit (docs/fees.md). */
            exchange_rate: string;
            /** @description amount − fee_total: what the balance moved by. */
            net: number;
            /**
             * @description available once time_available has passed.
             * @enum {string}
             */
            status: "pending" | "available";
            description: string;
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description When the net becomes available: a payment after the account's settlement delay; money out, and money given back when it is reversed, at time_created. */
            time_available: number;
        };
        /**
         * @example {
         *       "id": "pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd",
         *       "object": "checkout",
         *       "livemode": false,
         *       "merchant_name": "Harbour Lane Trading Ltd",
         *       "account_name": "Harbour Lane HK",
         *       "status": "created",
         *       "payment_method": "fps_hk",
         *       "payment_method_name": "FPS",
         *       "flow": "qrcode",
         *       "currency": "HKD",
         *       "amount": 25000,
         *       "amount_paid": 0,
         *       "description": "Order 10042",
         *       "reference": "order-10042",
         *       "return_url": "https://shop.example.com/orders/10042",
         *       "voucher_number": null,
         *       "failure_code": null,
         *       "failure_message": null,
         *       "time_created": 1767225600,
         *       "time_paid": null,
         *       "time_expired": 1767229200
         *     }
         */
        CheckoutView: {
            id: string;
            /** @constant */
            object: "checkout";
            livemode: boolean;
            merchant_name: string;
            account_name: string;
            /** @enum {string} */
            status: "created" | "pending" | "paid" | "under_paid" | "over_paid" | "canceled" | "expired" | "failed";
            /** @enum {string} */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            payment_method_name: string;
            /** @enum {string} */
            flow: "redirect" | "qrcode" | "voucher";
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description Integer minor units of the currency. */
            amount: number;
            /** @description Integer minor units of the currency. */
            amount_paid: number;
            description: string | null;
            reference: string | null;
            return_url: string | null;
            /** @description For the voucher flow: the number the payer pays with. */
            voucher_number: string | null;
            failure_code: string | null;
            failure_message: string | null;
            /** @description Unix time in seconds. */
            time_created: number;
            time_paid: number | null;
            /** @description Unix time in seconds. */
            time_expired: number;
        };
        EvidenceFile: {
            id: string;
            filename: string;
            content_type: string;
            size: number;
        };
        /**
         * @example {
         *       "id": "dp_2Wc9Hk4Nx7Rq1Lt5Vb8Zm3Yd",
         *       "object": "dispute",
         *       "livemode": false,
         *       "payment_id": "pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd",
         *       "payment_method": "fps_hk",
         *       "type": "chargeback",
         *       "status": "needs_response",
         *       "reason": "product_not_received",
         *       "currency": "HKD",
         *       "amount": 25000,
         *       "description": "The payer says the parcel never arrived.",
         *       "gateway_transaction_id": "sim_dp_8Kd2Lq5Wx1Zc",
         *       "close_reason": null,
         *       "evidence": null,
         *       "time_created": 1767225600,
         *       "time_expired": 1767830400,
         *       "time_closed": null
         *     }
         */
        Dispute: {
            id: string;
            /** @constant */
            object: "dispute";
            livemode: boolean;
            payment_id: string;
            /** @enum {string} */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            /**
             * @description A chargeback withdraws the amount when it opens.
             * @enum {string}
             */
            type: "chargeback";
            /** @enum {string} */
            status: "needs_response" | "under_review" | "accepted" | "won" | "lost" | "resolved";
            /** @enum {string} */
            reason: "general" | "customer_initiated" | "not_authorized" | "duplicate" | "fraudulent" | "product_not_received" | "product_unacceptable" | "subscription_canceled" | "unrecognized";
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description Integer minor units of the currency. */
            amount: number;
            description: string | null;
            gateway_transaction_id: string | null;
            close_reason: ("merchant_accepted" | "evidence_accepted" | "evidence_rejected" | "no_response" | "payer_withdrew") | null;
            evidence: {
                text: string;
                files: components["schemas"]["EvidenceFile"][];
                /** @description Unix time in seconds. */
                time_submitted: number;
            } | null;
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description The response deadline (7 days after opening): unanswered by then, the dispute is lost. */
            time_expired: number;
            time_closed: number | null;
        };
        /**
         * @example {
         *       "id": "re_5Tn8Qw2Ze6Rk1Xb4Yc7Vd3Mf",
         *       "object": "refund",
         *       "livemode": false,
         *       "payment_id": "pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd",
         *       "payment_method": "fps_hk",
         *       "reference": null,
         *       "payment_reference": "order-10042",
         *       "status": "refunded",
         *       "currency": "HKD",
         *       "amount": 5000,
         *       "amount_local": 5000,
         *       "failure_code": null,
         *       "failure_message": null,
         *       "gateway_transaction_id": "sim_rf_3Jd8Kq1Lw6Zx",
         *       "description": "Returned one item",
         *       "extra": {},
         *       "metadata": {},
         *       "time_created": 1767225600,
         *       "time_refunded": 1767225612
         *     }
         */
        Refund: {
            id: string;
            /** @constant */
            object: "refund";
            livemode: boolean;
            payment_id: string;
            /** @enum {string} */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            reference: string | null;
            payment_reference: string | null;
            /** @enum {string} */
            status: "pending" | "refunded" | "failed";
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description Integer minor units of the currency. */
            amount: number;
            /** @description In the method's currency: the payment's currency, so equal to amount. */
            amount_local: number;
            failure_code: string | null;
            failure_message: string | null;
            gateway_transaction_id: string | null;
            description: string | null;
            extra: {
                [key: string]: string;
            };
            metadata: {
                [key: string]: string;
            };
            /** @description Unix time in seconds. */
            time_created: number;
            time_refunded: number | null;
        };
        PaymentAction: {
            /** @enum {string} */
            type: "redirect" | "qrcode" | "voucher";
            /** @description The payer-facing checkout page. It carries a secret token: send it to the payer only. A payment id alone cannot drive the checkout. */
            url: string;
            /** @description For the qrcode flow: the content to render as a QR code. */
            qr_code: string | null;
        };
        /**
         * @example {
         *       "id": "pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd",
         *       "object": "payment",
         *       "livemode": false,
         *       "payment_method": "fps_hk",
         *       "payment_method_type": "real_time_payment",
         *       "payment_method_flow": "qrcode",
         *       "reference": "order-10042",
         *       "customer_id": "cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c",
         *       "source_type": "regular",
         *       "source_id": null,
         *       "status": "created",
         *       "currency": "HKD",
         *       "amount": 25000,
         *       "amount_paid": 0,
         *       "amount_refunded": 0,
         *       "amount_refund_pending": 0,
         *       "amount_refundable": 0,
         *       "amount_local": 25000,
         *       "amount_local_paid": 0,
         *       "failure_code": null,
         *       "failure_message": null,
         *       "gateway_transaction_id": "sim_pay_4Hs7Kd2Qw9Lx",
         *       "description": "Order 10042",
         *       "notify_url": "https://shop.example.com/paydeck/notify",
         *       "return_url": "https://shop.example.com/orders/10042",
         *       "action": {
         *         "type": "qrcode",
         *         "url": "https://paydeck.example.com/checkout/pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd?token=chk_…",
         *         "qr_code": "https://paydeck.example.com/checkout/pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd?token=chk_…"
         *       },
         *       "metadata": {
         *         "order_id": "10042"
         *       },
         *       "extra": {},
         *       "disputed": false,
         *       "time_created": 1767225600,
         *       "time_paid": null,
         *       "time_expired": 1767229200
         *     }
         */
        Payment: {
            id: string;
            /** @constant */
            object: "payment";
            livemode: boolean;
            /** @enum {string} */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            /** @enum {string} */
            payment_method_type: "e_wallet" | "card" | "bank_transfer" | "bank_redirect" | "real_time_payment" | "voucher";
            /** @enum {string} */
            payment_method_flow: "redirect" | "qrcode" | "voucher";
            reference: string | null;
            customer_id: string | null;
            /** @enum {string} */
            source_type: "regular" | "regular_with_mandate" | "subscription";
            source_id: string | null;
            /** @enum {string} */
            status: "created" | "pending" | "paid" | "under_paid" | "over_paid" | "canceled" | "expired" | "failed";
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description What the payer is asked to pay. */
            amount: number;
            /** @description What the payer paid: less when under_paid, more when over_paid. */
            amount_paid: number;
            /** @description Refunds that completed. */
            amount_refunded: number;
            /** @description Refunds still pending (already reserved). */
            amount_refund_pending: number;
            /** @description What can still be refunded: amount_paid less refunds (pending or done) and disputed amounts lost. */
            amount_refundable: number;
            /** @description The amount in the method's local currency. The payment's currency is always one the method takes, so it equals amount. */
            amount_local: number;
            /** @description Integer minor units of the currency. */
            amount_local_paid: number;
            failure_code: string | null;
            failure_message: string | null;
            gateway_transaction_id: string | null;
            description: string | null;
            notify_url: string | null;
            return_url: string | null;
            action: components["schemas"]["PaymentAction"];
            metadata: {
                [key: string]: string;
            };
            /** @description What the gateway adds, e.g. a voucher number. */
            extra: {
                [key: string]: string;
            };
            /** @description The payment has been disputed (at any time). */
            disputed: boolean;
            /** @description Unix time in seconds. */
            time_created: number;
            time_paid: number | null;
            /** @description Unpaid by then, the payment expires. */
            time_expired: number;
        };
        PaymentDetail: {
            id: string;
            /** @constant */
            object: "payment";
            livemode: boolean;
            /** @enum {string} */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            /** @enum {string} */
            payment_method_type: "e_wallet" | "card" | "bank_transfer" | "bank_redirect" | "real_time_payment" | "voucher";
            /** @enum {string} */
            payment_method_flow: "redirect" | "qrcode" | "voucher";
            reference: string | null;
            customer_id: string | null;
            /** @enum {string} */
            source_type: "regular" | "regular_with_mandate" | "subscription";
            source_id: string | null;
            /** @enum {string} */
            status: "created" | "pending" | "paid" | "under_paid" | "over_paid" | "canceled" | "expired" | "failed";
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description What the payer is asked to pay. */
            amount: number;
            /** @description What the payer paid: less when under_paid, more when over_paid. */
            amount_paid: number;
            /** @description Refunds that completed. */
            amount_refunded: number;
            /** @description Refunds still pending (already reserved). */
            amount_refund_pending: number;
            /** @description What can still be refunded: amount_paid less refunds (pending or done) and disputed amounts lost. */
            amount_refundable: number;
            /** @description The amount in the method's local currency. The payment's currency is always one the method takes, so it equals amount. */
            amount_local: number;
            /** @description Integer minor units of the currency. */
            amount_local_paid: number;
            failure_code: string | null;
            failure_message: string | null;
            gateway_transaction_id: string | null;
            description: string | null;
            notify_url: string | null;
            return_url: string | null;
            action: components["schemas"]["PaymentAction"];
            metadata: {
                [key: string]: string;
            };
            /** @description What the gateway adds, e.g. a voucher number. */
            extra: {
                [key: string]: string;
            };
            /** @description The payment has been disputed (at any time). */
            disputed: boolean;
            /** @description Unix time in seconds. */
            time_created: number;
            time_paid: number | null;
            /** @description Unpaid by then, the payment expires. */
            time_expired: number;
            refunds: components["schemas"]["Refund"][];
            disputes: components["schemas"]["Dispute"][];
        };
        MandateAction: {
            /** @constant */
            type: "redirect";
            /** @description The hosted signing page. It carries a secret token: send it to the customer only. */
            url: string;
        };
        /**
         * @example {
         *       "id": "mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs",
         *       "object": "mandate",
         *       "livemode": false,
         *       "customer_id": "cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c",
         *       "reference": "plan-gold-10042",
         *       "payment_method": "alipay_cn",
         *       "status": "succeeded",
         *       "failure_code": null,
         *       "failure_message": null,
         *       "action": null,
         *       "extra": {},
         *       "time_created": 1767225600,
         *       "time_signed": 1767225720
         *     }
         */
        Mandate: {
            id: string;
            /** @constant */
            object: "mandate";
            livemode: boolean;
            customer_id: string;
            reference: string | null;
            /** @enum {string} */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            /** @enum {string} */
            status: "created" | "pending" | "succeeded" | "failed" | "canceled";
            failure_code: string | null;
            failure_message: string | null;
            /** @description Until the customer has signed: where to sign. */
            action: components["schemas"]["MandateAction"] | null;
            extra: {
                [key: string]: string;
            };
            /** @description Unix time in seconds. */
            time_created: number;
            time_signed: number | null;
        };
        MandateDetail: {
            id: string;
            /** @constant */
            object: "mandate";
            livemode: boolean;
            customer_id: string;
            reference: string | null;
            /** @enum {string} */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            /** @enum {string} */
            status: "created" | "pending" | "succeeded" | "failed" | "canceled";
            failure_code: string | null;
            failure_message: string | null;
            /** @description Until the customer has signed: where to sign. */
            action: components["schemas"]["MandateAction"] | null;
            extra: {
                [key: string]: string;
            };
            /** @description Unix time in seconds. */
            time_created: number;
            time_signed: number | null;
            /** @description The 20 latest payments charged under the mandate, newest first. */
            payments: components["schemas"]["Payment"][];
        };
        TestClock: {
            /** @description The time the subscription is billed by. */
            frozen_time: number;
        };
        /**
         * @example {
         *       "id": "sub_2Kd9Lx4Qw7Vn3Rt8Zb5Yc1Hs",
         *       "object": "subscription",
         *       "livemode": false,
         *       "customer_id": "cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c",
         *       "mandate_id": "mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs",
         *       "reference": "plan-gold-10042",
         *       "currency": "CNY",
         *       "amount": 9900,
         *       "interval_unit": "month",
         *       "interval_count": 12,
         *       "interval_completed": 3,
         *       "status": "active",
         *       "description": "Gold plan",
         *       "email": "mei.chan@example.com",
         *       "time_trial_end": null,
         *       "time_created": 1767225600,
         *       "time_current_period_end": 1775001600,
         *       "metadata": {
         *         "plan": "gold"
         *       },
         *       "extra": {},
         *       "action": null,
         *       "test_clock": null
         *     }
         */
        Subscription: {
            id: string;
            /** @constant */
            object: "subscription";
            livemode: boolean;
            customer_id: string;
            mandate_id: string;
            reference: string | null;
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description Charged at the start of each period: at creation, or when the trial ends, then every interval. */
            amount: number;
            /** @enum {string} */
            interval_unit: "year" | "quarter" | "month" | "week" | "day";
            /** @description How many times it is charged in all ("times"). */
            interval_count: number;
            /** @description Charges made so far. */
            interval_completed: number;
            /** @enum {string} */
            status: "created" | "trialing" | "active" | "canceled" | "completed" | "incomplete";
            description: string | null;
            email: string | null;
            time_trial_end: number | null;
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description When the next charge is made ("next invoiced"); null once canceled or completed. */
            time_current_period_end: number | null;
            metadata: {
                [key: string]: string;
            };
            extra: {
                [key: string]: string;
            };
            /** @description Always null: a subscription charges a mandate its customer has already signed. */
            action: components["schemas"]["MandateAction"] | null;
            /** @description Test mode: the clock the subscription is billed by, when created with one. */
            test_clock: components["schemas"]["TestClock"] | null;
        };
        SubscriptionDetail: {
            id: string;
            /** @constant */
            object: "subscription";
            livemode: boolean;
            customer_id: string;
            mandate_id: string;
            reference: string | null;
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description Charged at the start of each period: at creation, or when the trial ends, then every interval. */
            amount: number;
            /** @enum {string} */
            interval_unit: "year" | "quarter" | "month" | "week" | "day";
            /** @description How many times it is charged in all ("times"). */
            interval_count: number;
            /** @description Charges made so far. */
            interval_completed: number;
            /** @enum {string} */
            status: "created" | "trialing" | "active" | "canceled" | "completed" | "incomplete";
            description: string | null;
            email: string | null;
            time_trial_end: number | null;
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description When the next charge is made ("next invoiced"); null once canceled or completed. */
            time_current_period_end: number | null;
            metadata: {
                [key: string]: string;
            };
            extra: {
                [key: string]: string;
            };
            /** @description Always null: a subscription charges a mandate its customer has already signed. */
            action: components["schemas"]["MandateAction"] | null;
            /** @description Test mode: the clock the subscription is billed by, when created with one. */
            test_clock: components["schemas"]["TestClock"] | null;
            /** @description The 20 latest charges, newest first. */
            payments: components["schemas"]["Payment"][];
        };
        CustomerAddress: {
            country: string | null;
            state: string | null;
            city: string | null;
            line1: string | null;
            line2: string | null;
            postal_code: string | null;
        };
        CustomerDocument: {
            /** @enum {string} */
            type: "national_id" | "passport" | "driving_license" | "business_license";
            number: string;
        };
        /**
         * @example {
         *       "id": "cus_7Hq2Lm9XvR4tK8pN3wZ6yB1c",
         *       "object": "customer",
         *       "livemode": false,
         *       "reference": "crm-10042",
         *       "first_name": "Mei",
         *       "last_name": "Chan",
         *       "company": "Chan Florist",
         *       "description": "Wholesale buyer",
         *       "email": "mei.chan@example.com",
         *       "phone": "+85291234567",
         *       "country": "HK",
         *       "document": {
         *         "type": "national_id",
         *         "number": "A1234567"
         *       },
         *       "birth_date": "1988-04-12",
         *       "address": {
         *         "country": "HK",
         *         "state": null,
         *         "city": "Hong Kong",
         *         "line1": "18 Harbour Road",
         *         "line2": "Flat 12B",
         *         "postal_code": null
         *       },
         *       "time_created": 1767225600,
         *       "time_updated": 1767225600
         *     }
         */
        Customer: {
            id: string;
            /** @constant */
            object: "customer";
            livemode: boolean;
            /** @description The merchant's own id for the customer. */
            reference: string | null;
            first_name: string;
            last_name: string;
            company: string | null;
            description: string | null;
            email: string | null;
            /** @description E.164, e.g. +85291234567. */
            phone: string | null;
            country: string | null;
            document: components["schemas"]["CustomerDocument"] | null;
            /** @description YYYY-MM-DD. */
            birth_date: string | null;
            address: components["schemas"]["CustomerAddress"] | null;
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description Unix time in seconds. */
            time_updated: number;
        };
        CustomerDetail: {
            id: string;
            /** @constant */
            object: "customer";
            livemode: boolean;
            /** @description The merchant's own id for the customer. */
            reference: string | null;
            first_name: string;
            last_name: string;
            company: string | null;
            description: string | null;
            email: string | null;
            /** @description E.164, e.g. +85291234567. */
            phone: string | null;
            country: string | null;
            document: components["schemas"]["CustomerDocument"] | null;
            /** @description YYYY-MM-DD. */
            birth_date: string | null;
            address: components["schemas"]["CustomerAddress"] | null;
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description Unix time in seconds. */
            time_updated: number;
            /** @description The customer's 20 latest payments, newest first. */
            payments: components["schemas"]["Payment"][];
            /** @description The customer's 20 latest mandates, newest first. */
            mandates: components["schemas"]["Mandate"][];
        };
        /**
         * @example {
         *       "id": "exp_4Rt7Wq2Lm9Xv5Nb8Kd3Hs6Yc",
         *       "object": "export",
         *       "livemode": false,
         *       "source_type": "payment",
         *       "status": "processed",
         *       "filter": {
         *         "status": "paid"
         *       },
         *       "rows_written": 1200,
         *       "rows_total": 1200,
         *       "filename": "payments-20260101-000000.csv",
         *       "size": 312456,
         *       "failure_message": null,
         *       "time_created": 1767225600,
         *       "time_processed": 1767225603,
         *       "time_expired": 1767830403
         *     }
         */
        Export: {
            id: string;
            /** @constant */
            object: "export";
            livemode: boolean;
            /** @enum {string} */
            source_type: "payment" | "refund" | "balance_transaction";
            /** @enum {string} */
            status: "created" | "processing" | "processed" | "expired" | "failed";
            /** @description The filter it was made with, as the create body gave it (after defaults). */
            filter: {
                [key: string]: string | number;
            };
            /** @description Rows written so far: progress while processing. */
            rows_written: number;
            /** @description All rows of the file, once processed (null until then). */
            rows_total: number | null;
            /** @example payments-20260101-000000.csv */
            filename: string;
            /** @description Bytes of the file, once processed. */
            size: number | null;
            failure_message: string | null;
            /** @description Unix time in seconds. */
            time_created: number;
            time_processed: number | null;
            /** @description When the file is deleted: 7 days after it was processed. */
            time_expired: number | null;
        };
        /**
         * @example {
         *       "id": "file_6Rb1Xq8Lm3Vz9Kt2Wd5Hc7Np",
         *       "object": "file",
         *       "purpose": "dispute_evidence",
         *       "filename": "delivery-receipt.pdf",
         *       "content_type": "application/pdf",
         *       "size": 48213,
         *       "time_created": 1767225600
         *     }
         */
        File: {
            id: string;
            /** @constant */
            object: "file";
            /** @enum {string} */
            purpose: "dispute_evidence";
            filename: string;
            content_type: string;
            size: number;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        MerchantAccount: {
            id: string;
            name: string;
            /** @enum {string} */
            status: "activated" | "inactivated";
            /** @enum {string} */
            account_status: "normal" | "disabled";
            country: string;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        Merchant: {
            id: string;
            name: string;
            country: string;
            /** @enum {string} */
            status: "normal" | "disabled";
            is_owner: boolean;
            owner_id: string | null;
            owner_email: string | null;
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description Every account for the owner; a member's own otherwise. */
            accounts: components["schemas"]["MerchantAccount"][];
        };
        Message: {
            id: string;
            title: string;
            content: string;
            /** @enum {string} */
            status: "read" | "unread";
            /** @description Unix time in seconds. */
            time_created: number;
        };
        MessagesReadAll: {
            updated: number;
        };
        OperationLog: {
            id: string;
            operator_id: string;
            operator_email: string;
            /** @description Done in an operator's admin session, as an administrator. */
            admin: boolean;
            /** @description Null for the user's own security changes (2FA). */
            account_id: string | null;
            /** @description The name when the operation happened. */
            account_name: string | null;
            /** @enum {string} */
            action: "created" | "invited" | "updated" | "deleted" | "updatedRoles" | "used" | "revealed" | "sent" | "canceled" | "verified";
            /** @enum {string} */
            source_type: "member" | "apiKey" | "webhook" | "settlement" | "bankAccount" | "account" | "paymentMethod" | "payer" | "twoFactor" | "recoveryCode" | "payout" | "ticket";
            /** @description The member, invitation, account… acted on. */
            source_id: string | null;
            /**
             * @description What was acted on and the change, language-neutral (emails, role names, field names).
             * @example ada@example.com: analyst → finance, support
             */
            description: string;
            ip: string;
            /** @description The attempt was refused for lack of permission. */
            refused: boolean;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        /**
         * @example {
         *       "method": "fps_hk",
         *       "object": "payment_method",
         *       "name": "FPS",
         *       "type": "real_time_payment",
         *       "flow": "qrcode",
         *       "country": "HK",
         *       "currencies": [
         *         "HKD"
         *       ],
         *       "business_types": [
         *         "payin",
         *         "payout"
         *       ],
         *       "livemode": false,
         *       "status": "enable",
         *       "available": true,
         *       "amount_limits": [
         *         {
         *           "currency": "HKD",
         *           "min_amount": 100,
         *           "max_amount": 100000000
         *         }
         *       ],
         *       "fee": {
         *         "percentage_bps": 80,
         *         "fixed": [
         *           {
         *             "currency": "HKD",
         *             "amount": 200
         *           }
         *         ]
         *       },
         *       "time_updated": null
         *     }
         */
        PaymentMethod: {
            /** @enum {string} */
            method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            /** @constant */
            object: "payment_method";
            /** @description The brand name payers know. */
            name: string;
            /** @enum {string} */
            type: "e_wallet" | "card" | "bank_transfer" | "bank_redirect" | "real_time_payment" | "voucher";
            /**
             * @description How the payer pays: redirect, QR code or voucher.
             * @enum {string}
             */
            flow: "redirect" | "qrcode" | "voucher";
            /**
             * @description ISO 3166-1 alpha-2 country served.
             * @example HK
             */
            country: string;
            currencies: ("USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY")[];
            business_types: ("payin" | "payout" | "recurring")[];
            livemode: boolean;
            /** @enum {string} */
            status: "enable" | "disable";
            /** @description The method serves one of the account's business types. Only an available method can be enabled; an unavailable one is always disable. */
            available: boolean;
            /** @description Per currency, inclusive. */
            amount_limits: {
                /**
                 * @description ISO 4217 code.
                 * @example HKD
                 * @enum {string}
                 */
                currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
                /** @description Integer minor units of the currency. */
                min_amount: number;
                /** @description Integer minor units of the currency. */
                max_amount: number;
            }[];
            /** @description fee = round_half_up(amount × percentage_bps / 10000) + fixed, in minor units. */
            fee: {
                /** @description Percentage of the amount in basis points (1% = 100). */
                percentage_bps: number;
                fixed: {
                    /**
                     * @description ISO 4217 code.
                     * @example HKD
                     * @enum {string}
                     */
                    currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
                    /** @description Integer minor units of the currency. */
                    amount: number;
                }[];
            };
            /** @description When the account last changed the status (Unix seconds); null while it is the default. */
            time_updated: number | null;
        };
        Country: {
            /** @example HK */
            alpha2: string;
            /** @example Hong Kong */
            name: string;
            /** @example 香港 */
            name_zh: string;
        };
        TimeZone: {
            /**
             * @description IANA time zone name.
             * @example Asia/Shanghai
             */
            id: string;
            /**
             * @description Current offset from UTC.
             * @example +08:00
             */
            utc_offset: string;
            /** @example 480 */
            utc_offset_minutes: number;
        };
        Member: {
            user_id: string;
            email: string;
            /** @description A member may hold several roles. */
            roles: ("owner" | "administrator" | "developer" | "finance" | "support" | "analyst")[];
            /** @enum {string} */
            status: "normal" | "banned";
            is_owner: boolean;
            /** @description Unix time in seconds. */
            time_joined: number;
        };
        RemovedMember: {
            user_id: string;
        };
        Invitation: {
            id: string;
            email: string;
            roles: ("owner" | "administrator" | "developer" | "finance" | "support" | "analyst")[];
            /** @enum {string} */
            status: "inviting" | "accepted" | "expired";
            invited_by_email: string;
            /** @description When it was sent (time invited). */
            time_created: number;
            /** @description Unix time in seconds. */
            time_expired: number;
            time_accepted: number | null;
        };
        DeletedInvitation: {
            id: string;
        };
        RoleCatalogue: {
            groups: {
                /** @enum {string} */
                key: "management" | "operations" | "read_only";
                name: string;
                roles: {
                    /** @enum {string} */
                    role: "owner" | "administrator" | "developer" | "finance" | "support" | "analyst";
                    name: string;
                    description: string;
                    /** @description Can be given to a member or an invitation. */
                    assignable: boolean;
                    permissions: ("list_members" | "edit_member_roles" | "delete_member" | "list_invitations" | "invite_member" | "invite_resend_email" | "delete_invitation" | "list_roles" | "read_account" | "edit_account" | "list_bank_accounts" | "add_bank_account" | "edit_bank_account" | "delete_bank_account" | "list_activity_logs" | "list_api_keys" | "add_api_key" | "edit_api_key" | "list_webhook_endpoints" | "add_webhook_endpoint" | "edit_webhook_endpoint" | "delete_webhook_endpoint" | "list_webhook_histories" | "list_customers" | "add_customer" | "edit_customer" | "delete_customer" | "list_mandates" | "cancel_mandate" | "list_subscriptions" | "add_subscription" | "cancel_subscription" | "list_payments" | "add_payment" | "cancel_payment" | "export_payments" | "list_refunds" | "add_refund" | "list_disputes" | "edit_dispute" | "list_payment_methods" | "edit_payment_method" | "read_balance_summary" | "list_balance_transactions" | "export_balance_transactions" | "list_settlements" | "add_settlement" | "list_payers" | "add_payer" | "edit_payer" | "list_payees" | "add_payee" | "edit_payee" | "list_payouts" | "add_payout" | "cancel_payout" | "verify_payout" | "list_payout_methods" | "add_payout_method" | "delete_payout_method" | "list_tickets" | "add_ticket" | "list_exports" | "add_export" | "list_messages" | "edit_message")[];
                }[];
            }[];
        };
        CurrentUserAccount: {
            id: string;
            name: string;
            merchant_id: string;
            is_owner: boolean;
        };
        CurrentUserMerchant: {
            id: string;
            name: string;
            is_owner: boolean;
            /** @enum {string} */
            status: "normal" | "disabled";
        };
        CurrentUser: {
            id: string;
            email: string;
            mfa_enabled: boolean;
            /** @enum {string} */
            language: "default" | "zh-CN" | "en-US";
            time_zone: string | null;
            accounts: components["schemas"]["CurrentUserAccount"][];
            merchants: components["schemas"]["CurrentUserMerchant"][];
            /** @description The session's current account. */
            selected_account_id: string | null;
            /** @description Holds the admin flag (spec §3). */
            access: {
                /** @description Signed in by an operator through an admin link. */
                admin: boolean;
            };
        };
        UserPreferences: {
            /** @enum {string} */
            language: "default" | "zh-CN" | "en-US";
            /** @description IANA time zone; null follows the browser. */
            time_zone: string | null;
        };
        MfaQrCode: {
            /** @description Base32 secret, for typing into an app by hand. */
            secret: string;
            /** @example otpauth://totp/Paydeck:demo%40paydeck.dev?secret=…&issuer=Paydeck */
            otpauth_url: string;
            /** @description PNG data URL of the otpauth URI. */
            qrcode: string;
        };
        MfaRecoveryCodes: {
            /** @description Ten one-time codes, shown this once (only their hashes are kept). */
            recovery_codes: string[];
        };
        MfaRecoveryCodeStatus: {
            /** @description Unused recovery codes; 0 while 2FA is off. */
            remaining: number;
        };
        LoginHistory: {
            id: string;
            /** @example Chrome 131 on macOS */
            device: string;
            ip: string;
            /** @enum {string} */
            description: "success" | "failed_password" | "failed_2fa" | "locked";
            admin: boolean;
            time_login: number;
        };
        MerchantActivationResult: {
            merchant_id: string;
            account_id: string;
        };
        /**
         * @example {
         *       "id": "ba_7Hq2Lm9Xc4Vb1Nz8Kd3Rt6Wy",
         *       "object": "bank_account",
         *       "bank_name": "The Hongkong and Shanghai Banking Corporation Limited",
         *       "bank_address": "1 Queens Road Central, Hong Kong",
         *       "swift_code": "HSBCHKHHHKH",
         *       "bank_country": "HK",
         *       "additional_information": "004",
         *       "account_number": "004-123456-001",
         *       "beneficiary_name": "HARBOUR TRADING LTD.",
         *       "beneficiary_address": "8 Finance Street, Central, Hong Kong",
         *       "beneficiary_country": "HK",
         *       "currency": "HKD",
         *       "comment": null,
         *       "intermediary_bank_name": null,
         *       "intermediary_bank_country": null,
         *       "default": true,
         *       "time_created": 1767225600
         *     }
         */
        BankAccount: {
            id: string;
            /** @constant */
            object: "bank_account";
            bank_name: string;
            bank_address: string;
            swift_code: string;
            bank_country: string;
            /** @description The routing number (spec §5). */
            additional_information: string;
            account_number: string;
            beneficiary_name: string;
            beneficiary_address: string;
            beneficiary_country: string;
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
            comment: string | null;
            intermediary_bank_name: string | null;
            intermediary_bank_country: string | null;
            default: boolean;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        BankAccountList: {
            /**
             * @description The account's company name as a beneficiary name must spell it (upper case).
             * @example HARBOUR TRADING LTD.
             */
            beneficiary_name: string;
            /** @description The account's settlement currencies: a bank account is in one of them. */
            settlement_currencies: ("USD" | "EUR" | "GBP" | "HKD" | "CNY")[];
            bank_accounts: components["schemas"]["BankAccount"][];
        };
        SettlementBankAccount: {
            id: string;
            bank_name: string;
            swift_code: string;
            bank_country: string;
            account_number: string;
            beneficiary_name: string;
            currency: string;
        };
        /**
         * @example {
         *       "id": "stl_4Wc8Nd2Qx6Lp1Zr9Vb3Hk7Tm",
         *       "object": "settlement",
         *       "livemode": true,
         *       "currency": "HKD",
         *       "amount": 1000000,
         *       "fee": 15625,
         *       "fee_exchange_rate": "7.8125",
         *       "status": "pending",
         *       "description": "Monthly withdrawal",
         *       "failure_message": null,
         *       "arrival_date": "2027-01-05",
         *       "bank_account": {
         *         "id": "ba_7Hq2Lm9Xc4Vb1Nz8Kd3Rt6Wy",
         *         "bank_name": "The Hongkong and Shanghai Banking Corporation Limited",
         *         "swift_code": "HSBCHKHHHKH",
         *         "bank_country": "HK",
         *         "account_number": "004-123456-001",
         *         "beneficiary_name": "HARBOUR TRADING LTD.",
         *         "currency": "HKD"
         *       },
         *       "time_created": 1767225600,
         *       "time_closed": null
         *     }
         */
        Settlement: {
            id: string;
            /** @constant */
            object: "settlement";
            livemode: boolean;
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
            /** @description What the bank account receives: the requested amount. */
            amount: number;
            /** @description Spec §9: USD 20 per request, in the settlement currency; taken from the balance on top of amount. */
            fee: number;
            /** @description USD to the settlement currency, as the fee was converted. */
            fee_exchange_rate: string;
            /** @enum {string} */
            status: "pending" | "paid" | "canceled" | "failed";
            description: string;
            failure_message: string | null;
            /** @description Expected arrival (YYYY-MM-DD, the account’s time zone). */
            arrival_date: string;
            bank_account: components["schemas"]["SettlementBankAccount"];
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description When it was paid, canceled or failed. */
            time_closed: number | null;
        };
        BalanceSummaryItem: {
            currency: string;
            /** @description Can be withdrawn now (0 while a disabled account is frozen). */
            available: number;
            /** @description Not available yet (each entry until its time_available). */
            pending: number;
            /** @description A disabled account's available balance, until its freeze ends. */
            frozen: number;
            /** @description Spec §9: the USD 20 fee of one withdrawal, in this currency. */
            withdrawal_fee: number;
            fee_exchange_rate: string;
        };
        BalanceSummary: {
            /** @constant */
            object: "balance";
            livemode: boolean;
            /** @example Asia/Hong_Kong */
            timezone: string;
            default_settlement_currency: string;
            settlement_currencies: string[];
            /** @description A disabled account: withdrawals are refused until this time. */
            time_withdrawals_available: number | null;
            balances: components["schemas"]["BalanceSummaryItem"][];
        };
        PayerIdentityDocument: {
            /** @description The file id; download it from this payer. */
            id: string;
            filename: string;
            content_type: string;
            size: number;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        PayerAddresses: {
            residential: components["schemas"]["CustomerAddress"] | null;
            registered: components["schemas"]["CustomerAddress"] | null;
            business: components["schemas"]["CustomerAddress"] | null;
        };
        /**
         * @example {
         *       "id": "pyr_3Lq8Vb2Nx7Kd5Rt1Wz9Hc4Mf",
         *       "object": "payer",
         *       "account_id": "acct_8Jd3Kq7Vm2Xc5Rb9Lw1Tn4Hz",
         *       "livemode": false,
         *       "reference": "supplier-0042",
         *       "entity_type": "individual",
         *       "first_name": "Wei",
         *       "last_name": "Li",
         *       "nationality": "CN",
         *       "email": "li.wei@example.com",
         *       "phone": "+8613812345678",
         *       "legal_name": null,
         *       "tax_id": null,
         *       "registration_country": null,
         *       "description": "Freelance translator",
         *       "addresses": {
         *         "residential": {
         *           "country": "CN",
         *           "state": "Guangdong",
         *           "city": "Shenzhen",
         *           "line1": "1 Keyuan Road",
         *           "line2": null,
         *           "postal_code": "518057"
         *         },
         *         "registered": null,
         *         "business": null
         *       },
         *       "identity_documents": [],
         *       "remittance_hkd": 0,
         *       "identity_documents_required": false,
         *       "time_created": 1767225600
         *     }
         */
        Payer: {
            id: string;
            /** @constant */
            object: "payer";
            account_id: string;
            livemode: boolean;
            reference: string | null;
            /** @enum {string} */
            entity_type: "individual" | "company";
            first_name: string | null;
            last_name: string | null;
            nationality: string | null;
            email: string | null;
            phone: string | null;
            legal_name: string | null;
            tax_id: string | null;
            registration_country: string | null;
            description: string | null;
            addresses: components["schemas"]["PayerAddresses"];
            identity_documents: components["schemas"]["PayerIdentityDocument"][];
            /** @description What the payer has remitted (payouts not canceled or failed), in HKD at the rate table. */
            remittance_hkd: number;
            /** @description Spec §9: true once remittance reaches HKD 8000; a payout then needs identity documents. */
            identity_documents_required: boolean;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        /**
         * @example {
         *       "id": "pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz",
         *       "object": "payee",
         *       "account_id": "acct_8Jd3Kq7Vm2Xc5Rb9Lw1Tn4Hz",
         *       "livemode": false,
         *       "reference": "staff-017",
         *       "entity_type": "individual",
         *       "first_name": "Fang",
         *       "last_name": "Zhang",
         *       "nationality": "CN",
         *       "email": "zhang.fang@example.com",
         *       "phone": "+8613912345678",
         *       "description": null,
         *       "time_created": 1767225600
         *     }
         */
        Payee: {
            id: string;
            /** @constant */
            object: "payee";
            account_id: string;
            livemode: boolean;
            reference: string | null;
            /** @enum {string} */
            entity_type: "individual" | "company";
            first_name: string;
            last_name: string;
            nationality: string;
            email: string | null;
            phone: string | null;
            description: string | null;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        /**
         * @example {
         *       "id": "pm_2Xc7Rb1Lw9Tn4Jz5Hd2Kq8Vm",
         *       "object": "payout_method",
         *       "livemode": false,
         *       "method": "alipay_cn",
         *       "account": "zhang.fang@example.com",
         *       "payee_id": "pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz",
         *       "payee_name": "Fang Zhang",
         *       "details": {},
         *       "description": "Alipay wallet",
         *       "time_created": 1767225600
         *     }
         */
        PayoutMethod: {
            id: string;
            /** @constant */
            object: "payout_method";
            livemode: boolean;
            /** @enum {string} */
            method: "alipay_cn" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "upi_in" | "pix_br";
            /** @description An email address or an E.164 phone number, as the method takes. */
            account: string;
            payee_id: string;
            payee_name: string;
            details: {
                [key: string]: string;
            };
            description: string | null;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        /**
         * @example {
         *       "id": "po_7Nq2Lm5Rt8Wz1Yc4Hd9Kx3Vb",
         *       "object": "payout",
         *       "livemode": false,
         *       "reference": "salary-2026-11-017",
         *       "payer_id": "pyr_3Lq8Vb2Nx7Kd5Rt1Wz9Hc4Mf",
         *       "payee_id": "pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz",
         *       "payout_method_id": "pm_2Xc7Rb1Lw9Tn4Jz5Hd2Kq8Vm",
         *       "method": "alipay_cn",
         *       "currency": "HKD",
         *       "amount": 500000,
         *       "fee": 11000,
         *       "currency_local": "CNY",
         *       "amount_local": 457500,
         *       "exchange_rate": "0.915",
         *       "purpose": "salary",
         *       "status": "pending",
         *       "failure_code": null,
         *       "failure_message": null,
         *       "description": "November salary",
         *       "metadata": {},
         *       "verification": null,
         *       "time_created": 1767225600,
         *       "time_succeeded": null
         *     }
         */
        Payout: {
            id: string;
            /** @constant */
            object: "payout";
            livemode: boolean;
            reference: string | null;
            payer_id: string;
            payee_id: string;
            payout_method_id: string;
            /** @enum {string} */
            method: "alipay_cn" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "upi_in" | "pix_br";
            /**
             * @description The balance it is paid from.
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
            /** @description Integer minor units of the currency. */
            amount: number;
            /** @description The method's fee on the local amount, in the payout currency. */
            fee: number;
            /**
             * @description What the payee receives.
             * @enum {string}
             */
            currency_local: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description Integer minor units of the currency. */
            amount_local: number;
            /** @description currency → currency_local, from the rate table. */
            exchange_rate: string;
            /** @enum {string} */
            purpose: "salary" | "family_support" | "goods_clothing" | "goods_cosmetic" | "goods_electronics" | "goods_children_product" | "service_translation" | "service_human_resource" | "service_real_estate" | "service_computer" | "service_legal" | "service_accounting" | "service_advertising" | "service_market_research";
            /** @enum {string} */
            status: "pending" | "waiting_action" | "succeeded" | "canceled" | "failed";
            failure_code: string | null;
            failure_message: string | null;
            description: string | null;
            /**
             * @description Your own key-value pairs: at most 20 keys of up to 40 characters, string values up to 500.
             * @example {
             *       "order_id": "10042"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /** @description While waiting_action: how the payout is verified. */
            verification: {
                /**
                 * @description An authenticator code, or a code emailed.
                 * @enum {string}
                 */
                channel: "totp" | "email";
                locked_until: number | null;
            } | null;
            /** @description Unix time in seconds. */
            time_created: number;
            time_succeeded: number | null;
        };
        /**
         * @example {
         *       "object": "payout_quote",
         *       "method": "alipay_cn",
         *       "currency": "HKD",
         *       "amount": 100000,
         *       "fee": 2200,
         *       "total": 102200,
         *       "currency_local": "CNY",
         *       "amount_local": 92754,
         *       "exchange_rate": "0.927536256",
         *       "verification_required": false
         *     }
         */
        PayoutQuote: {
            /** @constant */
            object: "payout_quote";
            /** @enum {string} */
            method: "alipay_cn" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "upi_in" | "pix_br";
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
            /** @description Integer minor units of the currency. */
            amount: number;
            /** @description Integer minor units of the currency. */
            fee: number;
            /** @description amount + fee: what leaves the available balance. */
            total: number;
            /** @enum {string} */
            currency_local: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            /** @description Integer minor units of the currency. */
            amount_local: number;
            exchange_rate: string;
            /** @description At or above the account's verification threshold. */
            verification_required: boolean;
        };
        /**
         * @example {
         *       "id": "evt_2Wq7Lm4Xz9Kd1Rb6Nc3Vt8Hy",
         *       "object": "event",
         *       "livemode": false,
         *       "type": "refund.succeeded",
         *       "object_type": "refund",
         *       "object_id": "re_5Tn8Qw2Ze6Rk1Xb4Yc7Vd3Mf",
         *       "data": {
         *         "id": "re_5Tn8Qw2Ze6Rk1Xb4Yc7Vd3Mf",
         *         "object": "refund",
         *         "livemode": false,
         *         "payment_id": "pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd",
         *         "payment_method": "fps_hk",
         *         "reference": null,
         *         "payment_reference": "order-10042",
         *         "status": "refunded",
         *         "currency": "HKD",
         *         "amount": 5000,
         *         "amount_local": 5000,
         *         "failure_code": null,
         *         "failure_message": null,
         *         "gateway_transaction_id": "sim_rf_3Jd8Kq1Lw6Zx",
         *         "description": "Returned one item",
         *         "extra": {},
         *         "metadata": {},
         *         "time_created": 1767225600,
         *         "time_refunded": 1767225612
         *       },
         *       "time_created": 1767225612
         *     }
         */
        Event: {
            id: string;
            /** @constant */
            object: "event";
            livemode: boolean;
            /** @enum {string} */
            type: "payment.created" | "payment.pending" | "payment.succeeded" | "payment.under_paid" | "payment.over_paid" | "payment.failed" | "payment.canceled" | "payment.expired" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "settlement.created" | "settlement.paid" | "settlement.canceled" | "settlement.failed" | "payout.created" | "payout.action_required" | "payout.succeeded" | "payout.canceled" | "payout.failed" | "mandate.created" | "mandate.pending" | "mandate.succeeded" | "mandate.failed" | "mandate.canceled" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.completed";
            /** @enum {string} */
            object_type: "payment" | "refund" | "dispute" | "settlement" | "payout" | "mandate" | "subscription";
            object_id: string;
            /** @description The object as `GET` on it answered at the moment of the change, with its new status. */
            data: components["schemas"]["Payment"] | components["schemas"]["Refund"] | components["schemas"]["Dispute"] | components["schemas"]["Settlement"] | components["schemas"]["Payout"] | components["schemas"]["Mandate"] | components["schemas"]["Subscription"];
            /** @description Unix time in seconds. */
            time_created: number;
        };
        StatisticsFigures: {
            /** @description Paid payments (succeeded, under- or over-paid) by time paid. */
            payment_volume: number;
            payment_count: number;
            /** @description Payments that failed or expired unpaid. */
            failed_count: number;
            /** @description A ratio 0–1 (four decimals); null over nothing. */
            success_rate: number | null;
            /** @description Integer minor units of the currency. */
            refunded_amount: number;
            refund_count: number;
            /** @description refunded_amount / payment_volume. */
            refund_rate: number | null;
            /** @description Integer minor units of the currency. */
            disputed_amount: number;
            dispute_count: number;
            /** @description dispute_count / payment_count. */
            dispute_rate: number | null;
            /** @description Integer minor units of the currency. */
            payout_volume: number;
            payout_count: number;
            /** @description Settlements paid to the bank (amount less fee); live only. */
            net_settled: number;
        };
        StatisticsBucket: {
            /** @description Paid payments (succeeded, under- or over-paid) by time paid. */
            payment_volume: number;
            payment_count: number;
            /** @description Payments that failed or expired unpaid. */
            failed_count: number;
            /** @description A ratio 0–1 (four decimals); null over nothing. */
            success_rate: number | null;
            /** @description Integer minor units of the currency. */
            refunded_amount: number;
            refund_count: number;
            /** @description refunded_amount / payment_volume. */
            refund_rate: number | null;
            /** @description Integer minor units of the currency. */
            disputed_amount: number;
            dispute_count: number;
            /** @description dispute_count / payment_count. */
            dispute_rate: number | null;
            /** @description Integer minor units of the currency. */
            payout_volume: number;
            payout_count: number;
            /** @description Settlements paid to the bank (amount less fee); live only. */
            net_settled: number;
            /** @description The bucket's first instant. */
            start: number;
            /**
             * @description Its start in the account's zone: YYYY-MM-DD HH:00 by hour, else YYYY-MM-DD.
             * @example 2026-11-02
             */
            label: string;
        };
        StatisticsMethod: {
            /** @description Paid payments (succeeded, under- or over-paid) by time paid. */
            payment_volume: number;
            payment_count: number;
            /** @description Payments that failed or expired unpaid. */
            failed_count: number;
            /** @description A ratio 0–1 (four decimals); null over nothing. */
            success_rate: number | null;
            /** @description Integer minor units of the currency. */
            refunded_amount: number;
            refund_count: number;
            /** @description refunded_amount / payment_volume. */
            refund_rate: number | null;
            /** @description Integer minor units of the currency. */
            disputed_amount: number;
            dispute_count: number;
            /** @description dispute_count / payment_count. */
            dispute_rate: number | null;
            /** @description Integer minor units of the currency. */
            payout_volume: number;
            payout_count: number;
            /** @description Settlements paid to the bank (amount less fee); live only. */
            net_settled: number;
            /** @enum {string} */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
        };
        StatisticsCurrency: {
            /**
             * @description ISO 4217 code.
             * @example HKD
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            summary: components["schemas"]["StatisticsFigures"];
            /** @description The same figures over the period just before, as long. */
            previous: components["schemas"]["StatisticsFigures"];
            /** @description Every bucket of the range, empty ones included. */
            series: components["schemas"]["StatisticsBucket"][];
            /** @description Payment figures by method, largest volume first. */
            methods: components["schemas"]["StatisticsMethod"][];
        };
        Statistics: {
            /**
             * @description The account's time zone: the days and buckets are its.
             * @example Asia/Hong_Kong
             */
            time_zone: string;
            /** @enum {string} */
            granularity: "hour" | "day" | "week" | "month";
            /** @description A calendar date YYYY-MM-DD in the account's time zone. */
            from: string;
            /** @description A calendar date YYYY-MM-DD in the account's time zone. */
            to: string;
            /** @description A calendar date YYYY-MM-DD in the account's time zone. */
            previous_from: string;
            /** @description A calendar date YYYY-MM-DD in the account's time zone. */
            previous_to: string;
            /** @description Each currency with any activity in either period. */
            currencies: components["schemas"]["StatisticsCurrency"][];
        };
        /**
         * @example {
         *       "id": "mdt_4Lx8Qw2Vn7Kd3Rt9Zb5Yc1Hs",
         *       "object": "mandate_signing",
         *       "livemode": false,
         *       "merchant_name": "Harbour Lane Trading Ltd",
         *       "account_name": "Harbour Lane HK",
         *       "status": "created",
         *       "payment_method": "alipay_cn",
         *       "payment_method_name": "Alipay",
         *       "reference": "plan-gold-10042",
         *       "failure_message": null,
         *       "time_created": 1767225600
         *     }
         */
        MandateSigningView: {
            id: string;
            /** @constant */
            object: "mandate_signing";
            livemode: boolean;
            merchant_name: string;
            account_name: string;
            /** @enum {string} */
            status: "created" | "pending" | "succeeded" | "failed" | "canceled";
            /** @enum {string} */
            payment_method: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
            payment_method_name: string;
            reference: string | null;
            failure_message: string | null;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        TicketAttachment: {
            id: string;
            filename: string;
            content_type: string;
            size: number;
        };
        TicketReply: {
            id: string;
            /** @enum {string} */
            author: "user" | "support";
            author_name: string;
            content: string;
            attachments: components["schemas"]["TicketAttachment"][];
            /** @description Unix time in seconds. */
            time_created: number;
        };
        Ticket: {
            id: string;
            account_id: string;
            /** @enum {string} */
            category: "payments" | "refunds_disputes" | "subscriptions" | "payouts" | "balance_settlements" | "account" | "developers" | "other";
            title: string;
            description: string;
            /** @enum {string} */
            status: "waiting_service_reply" | "waiting_user_reply" | "closed" | "archived";
            /** @enum {string} */
            priority: "low" | "normal" | "high";
            source_type: ("payment" | "refund" | "dispute" | "payout" | "settlement") | null;
            source_id: string | null;
            creator: string;
            assignee: string | null;
            extra: {
                [key: string]: string;
            };
            attachments: components["schemas"]["TicketAttachment"][];
            replies: components["schemas"]["TicketReply"][];
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description Unix time in seconds. */
            time_updated: number;
        };
        /**
         * @example {
         *       "id": "we_3Jd8Kx2Nq7Lm4Rt9Wz1Yc6Hb",
         *       "object": "webhook_endpoint",
         *       "livemode": false,
         *       "url": "https://shop.example.com/paydeck/webhooks",
         *       "description": "Order fulfilment",
         *       "enabled_events": [
         *         "payment.succeeded",
         *         "refund.succeeded"
         *       ],
         *       "api_version": "2026-11-01",
         *       "status": "enabled",
         *       "disabled_reason": null,
         *       "time_secret_rolled_expires": null,
         *       "time_created": 1767225600,
         *       "time_updated": 1767225600
         *     }
         */
        WebhookEndpoint: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            livemode: boolean;
            url: string;
            description: string | null;
            /** @description `*` is every event type. */
            enabled_events: ("*" | "payment.created" | "payment.pending" | "payment.succeeded" | "payment.under_paid" | "payment.over_paid" | "payment.failed" | "payment.canceled" | "payment.expired" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "settlement.created" | "settlement.paid" | "settlement.canceled" | "settlement.failed" | "payout.created" | "payout.action_required" | "payout.succeeded" | "payout.canceled" | "payout.failed" | "mandate.created" | "mandate.pending" | "mandate.succeeded" | "mandate.failed" | "mandate.canceled" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.completed")[];
            /** @enum {string} */
            api_version: "2026-11-01";
            /** @enum {string} */
            status: "enabled" | "disabled";
            /** @description `failing`: every attempt failed for 3 days, so Paydeck disabled it. */
            disabled_reason: ("merchant" | "failing") | null;
            /** @description While the previous secret still signs (after a roll), until when. */
            time_secret_rolled_expires: number | null;
            /** @description Unix time in seconds. */
            time_created: number;
            /** @description Unix time in seconds. */
            time_updated: number;
        };
        WebhookSecret: {
            /** @description `whsec_` and base64 of 32 random bytes (Standard Webhooks). */
            secret: string;
            /** @description After a roll, the old secret that still signs. */
            previous_secret: string | null;
            time_previous_secret_expires: number | null;
        };
        WebhookQueued: {
            delivery_id: string;
            endpoint_id: string;
            event_id: string;
        };
        WebhookHistory: {
            id: string;
            /** @constant */
            object: "webhook_history";
            livemode: boolean;
            endpoint_id: string;
            delivery_id: string;
            /** @description The `webhook-id` header: the same for every attempt of a delivery. */
            event_id: string;
            /** @enum {string} */
            event_type: "payment.created" | "payment.pending" | "payment.succeeded" | "payment.under_paid" | "payment.over_paid" | "payment.failed" | "payment.canceled" | "payment.expired" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "settlement.created" | "settlement.paid" | "settlement.canceled" | "settlement.failed" | "payout.created" | "payout.action_required" | "payout.succeeded" | "payout.canceled" | "payout.failed" | "mandate.created" | "mandate.pending" | "mandate.succeeded" | "mandate.failed" | "mandate.canceled" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.completed";
            object_id: string | null;
            /** @enum {string} */
            origin: "event" | "test" | "resend" | "replay";
            attempt: number;
            /** @constant */
            request_method: "POST";
            notify_url: string;
            /** @enum {string} */
            status: "succeeded" | "failed";
            request_headers: {
                [key: string]: string;
            };
            /** @description The body as sent (truncated in lists). */
            payload: string;
            response_code: number | null;
            response_headers: {
                [key: string]: string;
            } | null;
            /** @description The first 16 KB (truncated further in lists). */
            response_body: string | null;
            error: ("address_blocked" | "dns_failed" | "connection_failed" | "timeout") | null;
            duration_ms: number;
            /** @description Unix time in seconds. */
            time_created: number;
        };
        WebhookReplay: {
            dry_run: boolean;
            count: number;
            /** @description Unix time in seconds. */
            as_of: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get_healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether this process can serve: the database answers and every migration is applied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                        database_reachable: boolean;
                        migrations_applied: number;
                        migrations_expected: number;
                    };
                };
            };
            /** @description Whether this process can serve: the database answers and every migration is applied. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                        database_reachable: boolean;
                        migrations_applied: number;
                        migrations_expected: number;
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_countries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All 249 countries, sorted by code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Country"][];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_time_zones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every IANA time zone, ordered by current UTC offset, then name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["TimeZone"][];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_login_mfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginMfaBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["RegisterResult"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_confirm_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_password_forget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordForgetBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_password_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_admin_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_current_user: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CurrentUser"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_user_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["UserPreferences"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_v1_user_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "default" | "zh-CN" | "en-US";
                    time_zone?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["UserPreferences"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_v1_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_mfa_qrcode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MfaQrCode"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_mfa_enable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaEnableBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MfaRecoveryCodes"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_mfa_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaDisableBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_mfa_recovery_codes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MfaRecoveryCodeStatus"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_mfa_recovery_codes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaRecoveryCodesBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MfaRecoveryCodes"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_login_histories: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["LoginHistory"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_merchants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchants the user owns or belongs to, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Merchant"][];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_merchants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    merchant_name: string;
                    /** @example HK */
                    country: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MerchantActivationResult"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_invitation: {
        parameters: {
            query: {
                /** @description The token from the emailed link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["InvitationPreview"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_accept_invitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["AcceptInvitationResult"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_members: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "normal" | "banned";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Member"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_v1_user_roles: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRolesBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Member"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_v1_remove_member_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                /** @description The member's user id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["RemovedMember"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_inviting_users: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "inviting" | "accepted" | "expired";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Invitation"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_invite: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_inviting_send_mail_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_v1_inviting_users_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["DeletedInvitation"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_roles: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["RoleCatalogue"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_current_user_accounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every account the user is a member of, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["UserAccount"][];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_select_account: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelectAccountBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CurrentAccount"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_name: string;
                    /** @example HK */
                    country: string;
                    enable_business: ("payin" | "payout" | "recurring")[];
                    /** @enum {string} */
                    default_settlement_currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CurrentAccount"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_accounts_accountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CurrentAccount"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_v1_accounts_accountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @example HK */
                    country?: string;
                    /** @example Asia/Hong_Kong */
                    timezone?: string;
                    enable_business?: ("payin" | "payout" | "recurring")[];
                    /** @enum {string} */
                    default_settlement_currency?: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
                    settlement_currencies?: ("USD" | "EUR" | "GBP" | "HKD" | "CNY")[];
                    /** @description Unique reference mode; once on, it cannot be turned off. */
                    enable_reference_unique?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CurrentAccount"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_accounts_accountId_permissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["AccountPermissions"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_accounts_accountId_getting_started: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["GettingStarted"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_account_settlement_currencies: {
        parameters: {
            query?: {
                /** @description 1 for live data, 0 for test data. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["AccountSettlementCurrencies"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_messages: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "read" | "unread";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Message"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_messages_read_all: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MessagesReadAll"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_messages_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_v1_messages_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageUpdateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_tickets: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "waiting_service_reply" | "waiting_user_reply" | "closed" | "archived";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: {
                                id: string;
                                account_id: string;
                                /** @enum {string} */
                                category: "payments" | "refunds_disputes" | "subscriptions" | "payouts" | "balance_settlements" | "account" | "developers" | "other";
                                title: string;
                                /** @enum {string} */
                                status: "waiting_service_reply" | "waiting_user_reply" | "closed" | "archived";
                                /** @enum {string} */
                                priority: "low" | "normal" | "high";
                                source_type: ("payment" | "refund" | "dispute" | "payout" | "settlement") | null;
                                source_id: string | null;
                                creator: string;
                                assignee: string | null;
                                extra: {
                                    [key: string]: string;
                                };
                                /** @description Unix time in seconds. */
                                time_created: number;
                                /** @description Unix time in seconds. */
                                time_updated: number;
                            }[];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_tickets: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TicketCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_tickets_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_tickets_id_reply: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TicketReplyBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_tickets_id_attachments_file_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition: attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_operations: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                action?: "created" | "invited" | "updated" | "deleted" | "updatedRoles" | "used" | "revealed" | "sent" | "canceled" | "verified";
                source_type?: "member" | "apiKey" | "webhook" | "settlement" | "bankAccount" | "account" | "paymentMethod" | "payer" | "twoFactor" | "recoveryCode" | "payout" | "ticket";
                account_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["OperationLog"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_accounts_accountId_operations: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                action?: "created" | "invited" | "updated" | "deleted" | "updatedRoles" | "used" | "revealed" | "sent" | "canceled" | "verified";
                source_type?: "member" | "apiKey" | "webhook" | "settlement" | "bankAccount" | "account" | "paymentMethod" | "payer" | "twoFactor" | "recoveryCode" | "payout" | "ticket";
            };
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["OperationLog"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_keys: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["ApiKey"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_keys: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateBodyInput"];
            };
        };
        responses: {
            /** @description The mode's publishable key and its secret key, the secret in full: copy it now, it is not shown again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_keys_id_roll: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyRollBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["RolledApiKey"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payment_methods: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                status?: "enable" | "disable";
                business_type?: "payin" | "payout" | "recurring";
                /** @description ISO 4217 code. */
                currency?: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["PaymentMethod"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payment_methods_method: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                /** @description The method id. */
                method: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_payment_methods_method: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                /** @description The method id. */
                method: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodUpdateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_customers: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                /** @description An exact id, reference or email (any case), or part of the name ("Mei", "Chan", "Mei Chan"). */
                search?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Customer"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_customers: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_customers_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CustomerDetail"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_customers_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payments: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "all" | "created" | "pending" | "paid" | "under_paid" | "over_paid" | "canceled" | "expired" | "failed";
                payment_method?: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
                /** @description An exact payment id, reference or customer id. */
                search?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Payment"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payments: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payments_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PaymentDetail"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payments_id_cancel: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentActionBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_checkout_id: {
        parameters: {
            query: {
                /** @description The checkout token from the payment's action url. */
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CheckoutView"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_checkout_id_simulate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutSimulateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CheckoutView"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_refunds: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "all" | "pending" | "refunded" | "failed";
                payment_id?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Refund"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_refunds: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Refund"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_refunds_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Refund"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_refunds_id_simulate: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundSimulateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Refund"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payments_id_dispute: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_disputes: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "all" | "needs_response" | "under_review" | "accepted" | "won" | "lost" | "resolved";
                reason?: "all" | "general" | "customer_initiated" | "not_authorized" | "duplicate" | "fraudulent" | "product_not_received" | "product_unacceptable" | "subscription_canceled" | "unrecognized";
                payment_id?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Dispute"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_disputes_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_disputes_id_accept: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeActionBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_disputes_id_evidence: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeEvidenceBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_disputes_id_simulate: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeSimulateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_mandates: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "all" | "created" | "pending" | "succeeded" | "failed" | "canceled";
                payment_method?: "alipay_cn" | "wechatpay_cn" | "unionpay_cn" | "alipay_hk" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "dana_id" | "upi_in" | "pix_br" | "boleto_br" | "oxxo_mx" | "ideal_nl" | "bancontact_be" | "blik_pl";
                customer_id?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Mandate"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_mandates: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MandateCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Mandate"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_mandates_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MandateDetail"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_mandates_id_cancel: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecurringActionBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Mandate"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_mandates_id_charge: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MandateChargeBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_mandate_signing_id: {
        parameters: {
            query: {
                /** @description The signing token from the mandate's action url. */
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MandateSigningView"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_mandate_signing_id_sign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MandateSigningBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MandateSigningView"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_subscriptions: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "all" | "created" | "trialing" | "active" | "canceled" | "completed" | "incomplete";
                customer_id?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Subscription"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_subscriptions: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_subscriptions_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["SubscriptionDetail"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_subscriptions_id_cancel: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecurringActionBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_subscriptions_id_test_clock_advance: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockAdvanceBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["SubscriptionDetail"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_files: {
        parameters: {
            query: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                /** @description What the file is for: dispute_evidence. */
                purpose: "dispute_evidence";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUploadBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["File"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_files_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition: attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_balance_transactions: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                type?: "payment" | "refund" | "refund_failure" | "payout" | "settlement" | "settlement_cancel" | "settlement_failure" | "dispute" | "dispute_resolved" | "adjustment";
                status?: "all" | "pending" | "available";
                /** @description ISO 4217 code. */
                currency?: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD" | "THB" | "PHP" | "IDR" | "INR" | "BRL" | "MXN" | "PLN" | "JPY";
                /** @description Entries of one payment, refund or dispute. */
                source_id?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["BalanceTransaction"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_balance_transactions_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BalanceTransaction"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_balances: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BalanceSummary"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_settlements: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "all" | "pending" | "paid" | "canceled" | "failed";
                currency?: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Settlement"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_settlements: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Settlement"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_settlements_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Settlement"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_settlements_id_simulate: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementSimulateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Settlement"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v1_bank_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BankAccountList"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_bank_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BankAccount"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_v1_bank_accounts_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BankAccount"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_v1_bank_accounts_id: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BankAccount"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v1_bank_accounts_id_default: {
        parameters: {
            query?: never;
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BankAccount"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payers: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                entity_type?: "individual" | "company";
                /** @description An exact id or reference. */
                search?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Payer"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payers: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayerBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payer"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payers_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payer"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_payers_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayerBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payer"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payers_id_identity_documents: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["IdentityDocumentUploadBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payer"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payers_id_identity_documents_file_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture, with Content-Disposition: attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_api_payers_id_identity_documents_file_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payer"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payees: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                entity_type?: "individual" | "company";
                /** @description An exact id or reference. */
                search?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Payee"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payees: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayeeBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payee"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payees_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payee"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_payees_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayeeBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payee"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payout_methods: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                method?: "alipay_cn" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "upi_in" | "pix_br";
                payee_id?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["PayoutMethod"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payout_methods: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutMethodBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PayoutMethod"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payout_methods_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PayoutMethod"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_api_payout_methods_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PayoutMethod"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payouts: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "all" | "pending" | "waiting_action" | "succeeded" | "canceled" | "failed";
                method?: "alipay_cn" | "fps_hk" | "paynow_sg" | "promptpay_th" | "gcash_ph" | "upi_in" | "pix_br";
                purpose?: "salary" | "family_support" | "goods_clothing" | "goods_cosmetic" | "goods_electronics" | "goods_children_product" | "service_translation" | "service_human_resource" | "service_real_estate" | "service_computer" | "service_legal" | "service_accounting" | "service_advertising" | "service_market_research";
                currency?: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
                payer_id?: string;
                payee_id?: string;
                /** @description An exact id or reference. */
                search?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Payout"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payouts: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payouts_quote: {
        parameters: {
            query: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                payout_method_id: string;
                currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY";
                amount: number;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PayoutQuote"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_payouts_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payouts_id_cancel: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutActionBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payouts_id_verification_code: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutActionBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payouts_id_verify: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutVerifyBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_payouts_id_simulate: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutSimulateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_exports: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                status?: "all" | "created" | "processing" | "processed" | "expired" | "failed";
                source_type?: "payment" | "refund" | "balance_transaction";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Export"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_exports: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Export"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_exports_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Export"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_exports_id_download: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, with Content-Disposition: attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_statistics: {
        parameters: {
            query: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                /** @description A calendar date YYYY-MM-DD in the account's time zone. */
                from: string;
                /** @description The last day of the range, included. */
                to: string;
                granularity?: "hour" | "day" | "week" | "month";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Statistics"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_events: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                type?: "payment.created" | "payment.pending" | "payment.succeeded" | "payment.under_paid" | "payment.over_paid" | "payment.failed" | "payment.canceled" | "payment.expired" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "settlement.created" | "settlement.paid" | "settlement.canceled" | "settlement.failed" | "payout.created" | "payout.action_required" | "payout.succeeded" | "payout.canceled" | "payout.failed" | "mandate.created" | "mandate.pending" | "mandate.succeeded" | "mandate.failed" | "mandate.canceled" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.completed";
                /** @description Events of one payment, refund or dispute. */
                object_id?: string;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["Event"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_events_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_webhook_endpoints: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["WebhookEndpoint"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_webhook_endpoints: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_webhook_endpoints_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_webhook_endpoints_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_api_webhook_endpoints_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_webhook_endpoints_id_secret: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookSecret"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_webhook_endpoints_id_roll_secret: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSecretRollBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookSecret"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_webhook_endpoints_id_test: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookQueued"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_webhook_histories: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                /** @description Unix time in seconds. */
                "time_created[gte]"?: number;
                /** @description Unix time in seconds. */
                "time_created[lt]"?: number;
                endpoint_id?: string;
                event_type?: "payment.created" | "payment.pending" | "payment.succeeded" | "payment.under_paid" | "payment.over_paid" | "payment.failed" | "payment.canceled" | "payment.expired" | "refund.created" | "refund.succeeded" | "refund.failed" | "dispute.created" | "dispute.updated" | "dispute.closed" | "settlement.created" | "settlement.paid" | "settlement.canceled" | "settlement.failed" | "payout.created" | "payout.action_required" | "payout.succeeded" | "payout.canceled" | "payout.failed" | "mandate.created" | "mandate.pending" | "mandate.succeeded" | "mandate.failed" | "mandate.canceled" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.completed";
                status?: "succeeded" | "failed";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            list: components["schemas"]["WebhookHistory"][];
                            total: number;
                            total_capped?: boolean;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_webhook_histories_id: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookHistory"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_webhook_histories_id_resend: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookActionBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookQueued"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_webhook_histories_replay: {
        parameters: {
            query?: {
                /** @description Needed with a dashboard session: 1 for live data, 0 for test data (from the query or the body). An API key carries its own mode; when given, it must match the key. */
                livemode?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes a retry safe: for 24 hours the same key with the same request answers the first response again (with `Idempotent-Replayed: true`); the same key with a different request is refused (422), and one arriving while the first is still running answers 409. Keys are per account and mode. */
                "idempotency-key"?: string;
                /** @description With a dashboard session: the account to act on, one the user is a member of (404 otherwise), with that membership's permissions. Without it, the session's selected account (POST /v1/select_account). An API key acts on its own account: naming another one is refused (403). */
                "paydeck-account"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookReplayBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["WebhookReplay"];
                    };
                };
            };
            /** @description Refused: bad input, not signed in, not permitted, not found or rate limited. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Server error: the message is generic and the details are only in the logs. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
