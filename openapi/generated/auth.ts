// Generated from openapi/auth.yaml by scripts/gen.ts — do not edit.

export interface paths {
    "/business/otp-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time password to a phone */
        post: operations["requestOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/otp-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the one-time password */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with username and password */
        post: operations["loginWithPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a password reset (sends an OTP) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/password-reset/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the reset OTP */
        post: operations["submitPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for a new access token */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out - revoke a refresh token
         * @description Revokes the refresh token so that it can no longer be exchanged for an access token (a later refresh with it answers 401 token_not_valid). Revoking a token that is already revoked, expired or unknown succeeds too, so a sign-out never fails for the user.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member's profile and role flags */
        get: operations["getStaffProfile"];
        put?: never;
        /**
         * Create or update the signed-in user's chat (business) profile
         * @description Every field is required; the server checks the business type and the document type against its lists and answers 400 with `error` otherwise. The profile's name is the user's name.
         */
        post: operations["saveBusinessProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/business-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business types a profile may name */
        get: operations["listBusinessTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/business-doc-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business documents a profile may name, each with its document group */
        get: operations["listBusinessDocTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/add-business-admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make staff members business admins by phone number (super admin only) */
        post: operations["addBusinessAdmins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/login-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's sign-ins, newest first (the Login Activity page) */
        get: operations["listLoginActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employee-card/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public employee ID card */
        get: operations["getEmployeeCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public referral sign-up */
        post: operations["submitReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the last OTP sent to a phone (dev and test modes only)
         * @description Exists ONLY when the reference server runs in dev or test mode, so that local sign-in and end-to-end tests can read the OTP. Production servers do not have this route.
         */
        get: operations["peekOtp"];
        put?: never;
        post?: never;
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
        /** @description Error body shared by every 4xx/5xx; clients show the first of error, err, msg, message, detail. */
        ErrorBody: {
            error?: string;
            err?: string;
            msg?: string;
            message?: string;
            detail?: string;
            /** @description Machine code, e.g. token_not_valid. */
            code?: string;
        };
        /** @description Ten-digit mobile number. */
        Phone: string;
        RequestIdResponse: {
            requestId: string;
        };
        MsgResponse: {
            msg: string;
        };
        LoginResponse: {
            /** @description Access JWT. */
            access: string;
            /** @description Refresh JWT. */
            refresh: string;
            multi_access?: string;
            multi_refresh?: string;
            user_id?: number;
        };
        StaffProfile: {
            username: string;
            name: string;
            email: string;
            phone: string;
            user_referral_code: string;
            /** @description Image URL. */
            profile_pic: string | null;
            /** @description Telephony login; never shown or logged. */
            telecmi_username: string | null;
            /** @description Telephony password; never shown or logged. */
            telecmi_pwd: string | null;
            attendence_data: {
                attendance_status: boolean;
                /** @description Signs in and off for attendance from the user menu (openapi/rules/attendance.json; markAttendance in the main service). */
                can_mark?: boolean;
            };
            /** @enum {string|null} */
            team_lead: "engagement" | "disbursal" | "credit" | "field_sales" | null;
            /** @description Admin. */
            is_kosh_superadmin: boolean;
            is_read_only: boolean;
            is_human_resources: boolean;
            is_referral_sales: boolean;
            is_disbursal_team: boolean;
            is_credit_underwriter: boolean;
            is_b2b: boolean;
            is_founder_officer: boolean;
            is_reminder_agent: boolean;
            is_reminder_audit: boolean;
            is_technology: boolean;
            is_recovery_agent: boolean;
            is_recovery_agency: boolean;
            is_recovery_team_lead: boolean;
            is_lender: boolean;
            is_finance_manager: boolean;
            is_finance_intern: boolean;
            is_lender_read_only: boolean;
            is_field_sales_officer: boolean;
            is_area_sales_manager: boolean;
            is_referral_manager: boolean;
            is_recovery_manager: boolean;
            /** @description Operations manager. */
            is_field_manager: boolean;
            is_credit_manager: boolean;
            is_disbursal_manager: boolean;
            is_investors: boolean;
            is_investor: boolean;
            /** @description Account manager. */
            is_loan_originator: boolean;
            is_job_manager: boolean;
            user_id?: number;
            business_email?: string | null;
            business_type?: string | null;
            doc_group_id?: number | null;
            business_doc_type?: string | null;
            address?: string | null;
            city?: string | null;
            /** @description Indian state code. */
            state?: string | null;
            pin?: string | null;
            /** @description Named a business admin by the super admin. */
            business_admin?: boolean;
        };
        /**
         * @description Indian state or union-territory code (part 2 §9).
         * @enum {string}
         */
        IndianStateCode: "AN" | "AP" | "AR" | "AS" | "BR" | "CH" | "CG" | "DN" | "DD" | "DL" | "GA" | "GJ" | "HR" | "HP" | "JK" | "JH" | "KA" | "KL" | "LA" | "LD" | "MP" | "MH" | "MN" | "ML" | "MZ" | "NL" | "OD" | "PY" | "PB" | "RJ" | "SK" | "TN" | "TG" | "TR" | "UP" | "UK" | "WB";
        BusinessProfileInput: {
            name: string;
            /** Format: email */
            business_email: string;
            business_type: string;
            doc_group_id: number;
            business_doc_type: string;
            address: string;
            city: string;
            state: components["schemas"]["IndianStateCode"];
            pin: string;
        };
        EmployeeCard: {
            /** @description Image URL. */
            photo: string;
            name: string;
            /** @description QR image URL or data. */
            qr_code: string;
            cluster: string;
            /** Format: date */
            date_of_joining: string;
            /** @description Currently employed. */
            current_Status: boolean;
            employee_code: string;
            username: string;
            phone: string;
            support_contact: string;
        };
    };
    responses: {
        /** @description Invalid request. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Missing, invalid or expired credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Not found. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The user's role may not do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Server error. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: components["schemas"]["Phone"];
                    /**
                     * @description WA = WhatsApp.
                     * @enum {string}
                     */
                    otpMode: "WA" | "SMS";
                    /** @description Captcha token. */
                    token?: string;
                    /** @description Captcha token (v2 widget). */
                    tokenv2?: string;
                };
            };
        };
        responses: {
            /** @description OTP sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestIdResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requestId: string;
                    otp: string;
                    phone: components["schemas"]["Phone"];
                    /** @enum {string} */
                    source: "web";
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    loginWithPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    /** @description Captcha token. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Invalid captcha. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Reset started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestIdResponse"];
                };
            };
            /** @description Unknown user or other refusal (`error`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submitPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requestId: string;
                    otp: string;
                    /** @description 8-25 chars, a digit, lower and upper case, a special char, no whitespace. */
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsgResponse"];
                };
            };
            /** @description Wrong OTP or rejected password (`detail`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh: string;
                };
            };
        };
        responses: {
            /** @description New access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JWT. */
                        access: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Refresh token invalid or expired (`detail`, `code` = token_not_valid). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh: string;
                };
            };
        };
        responses: {
            /** @description The refresh token is revoked (or was never valid). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getStaffProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Staff profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The user has no staff profile. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessProfileInput"];
            };
        };
        responses: {
            /** @description The profile as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listBusinessTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Business types, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listBusinessDocTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Business document types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            doc_group_id: number;
                            business_doc_type: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    addBusinessAdmins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    usernames: components["schemas"]["Phone"][];
                };
            };
        };
        responses: {
            /** @description The business admins after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        admins: {
                            username: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listLoginActivity: {
        parameters: {
            query?: {
                entries?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign-ins. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            /** @enum {string} */
                            action: "login.otp" | "login.password" | "chat.login";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getEmployeeCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Employee card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeCard"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    submitReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Phone"];
                    name: string;
                    location: {
                        latitude: number;
                        longitude: number;
                    };
                    referral_code: string;
                    /** @description Captcha token. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Referral recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsgResponse"];
                };
            };
            /** @description Invalid referral (`error`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    peekOtp: {
        parameters: {
            query: {
                phone: components["schemas"]["Phone"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Last OTP for the phone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otp: string;
                        requestId: string;
                        phone: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}
