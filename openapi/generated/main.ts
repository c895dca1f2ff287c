// Generated from openapi/main.yaml by scripts/gen.ts — do not edit.

export interface paths {
    "/loans/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loan applications (pre-approval) */
        get: operations["listLoanApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved loans (awaiting disbursal) */
        get: operations["listApprovedLoans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/disbursed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disbursed loans */
        get: operations["listDisbursedLoans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search all loans */
        get: operations["searchLoans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{loan_id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve, reject or move a loan towards disbursal */
        post: operations["decideLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search customers */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers-by-user-id/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The username of the customer with this user id
         * @description Same access rule as every customer-scoped read: 404 for no such customer, 403 with the spec's words for one the caller may not open.
         */
        get: operations["getCustomerByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** May the caller open this customer */
        get: operations["checkCustomerAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer profile, current or as of a history version */
        get: operations["getCustomerProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/history-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved versions of a customer profile */
        get: operations["listProfileVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer activity (logins, complaints, calls, messages) */
        get: operations["getCustomerActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/blacklist-level": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a customer's blacklist level */
        put: operations["setBlacklistLevel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/alternate-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alternate and reachable contacts of a customer, newest first */
        get: operations["listAlternateContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/alternate-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one field of an alternate contact
         * @description id plus exactly one of contact, name, relation, reference_check. Only admin, credit manager and credit underwriter may set reference_check; technology and lender read-only users may change nothing.
         */
        put: operations["updateAlternateContact"];
        /**
         * Add an alternate contact to a customer
         * @description added_by must be the caller's own username. Technology and lender read-only users may not add contacts. The same number twice for one customer, or the customer's own number, answers 400.
         */
        post: operations["addAlternateContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/alternate-contacts/relations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The relations an alternate contact may have */
        get: operations["listContactRelations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's own loans (Self Loans), current or as of a history version
         * @description One row per loan the customer has a share in, newest first. Rejected loans are excluded (spec part 1 §4). With history_date, the loans as they stood then: loans created later are left out and each status is the one the loan had at that date.
         */
        get: operations["listCustomerLoans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/ach-debits/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's ACH debits through one payment provider, newest charge first
         * @description One row per debit attempt on the customer's mandate with that provider (spec part 1 §3 'ACH debit record'). The Self Loans sub-tab shows one table per provider.
         */
        get: operations["listAchDebits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/deleted-loanshares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loan shares of the customer that staff deleted, newest deletion first */
        get: operations["listDeletedLoanshares"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loan-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loan history of one or more co-borrowers, current or as of a version
         * @description One record per username asked for, in the order asked: each loan share of that person with its repayment figures (computed from the share's instalments), rejected loans left out (spec part 1 §4), and the count of their loans by outcome ('Borrowers loan status'). With history_date, as things stood then: later loans, payments and dues are left out. Withheld from B2B (403).
         */
        get: operations["listLoanHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/contacts-loan-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loans of the customer's phone-book contacts who are customers themselves
         * @description One row per loan share of each contact who is a customer (phone-book number = their username), with the contact's blacklist state and repeat-user score. With loan_id, the co-borrowers of that loan are left out (their history is the loan history). With history_date, contacts synced and loans created by then. Withheld from area sales managers (403).
         */
        get: operations["listContactsLoanHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/coborrower-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's co-borrowers and the name the customer saved each under
         * @description One row per co-borrower of the customer's loans (rejected loans left out; with loan_id, of that loan only), with the name under which the customer's phone book holds their number, or null. With history_date, loans created and contacts synced by then.
         */
        get: operations["listCoborrowerContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/relationships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customers this customer is related to, and how
         * @description Other customers linked to this one: borrowers of the same loans (rejected loans left out; `group_leader` when the other led one of them), the customer's alternate contacts and phone-book contacts who are customers, and customers whose phone book holds this customer's number. With history_date, the links as they stood then. Only customers the caller may open are listed. Withheld from area sales managers (part 1 §6): 403.
         */
        get: operations["listCustomerRelationships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/phone-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's phone-book contacts (Social tab → Contacts Info)
         * @description The contacts as last synced from the customer's phone, by name. A contact whose number is a customer's username carries that username and whether they are blacklisted.
         */
        get: operations["listPhoneContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/early-pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the customer would pay to close one loan share early, on a given day
         * @description early_pay_amount = principal + principal × annual_rate × days(disbursal_date → date) / 365 − paid, floored at 0 and rounded to paise (spec part 1 §7). Only loans in loan_disbursed, completed, settled or written_off may be asked (spec part 1 §4); any other loan, a loan the customer has no share in, or a date before the disbursal answers 400. Lender read-only users may not use the customer actions (403).
         */
        get: operations["getEarlyPayAmount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/crif-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the customer's CRIF report is, or null when there is none
         * @description cibil_report_url is the path of downloadCrifReport for this customer (fetched with the caller's bearer token), or null: the client then says 'No Report Available'.
         */
        get: operations["getCrifReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/crif-report/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's CRIF report as a PDF */
        get: operations["downloadCrifReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open soft-call and recovery cases of a customer, by the customer's number
         * @description soft_call_id is the customer's newest soft-call case not yet done, rec_assign_id their recovery assignment; either is null when there is none. The caller must be allowed to open the customer (404 unknown, 403 not theirs or lender read-only).
         */
        get: operations["lookupCallDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the customer's photo is (null when there is none) */
        get: operations["getCustomerPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer-photos/{photo_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The photo file a lookup named, for a caller who may open its customer */
        get: operations["getCustomerPhotoFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one field of a customer's current profile
         * @description Spec part 1 §7 'profile updates {field, username}'. Allowed for the roles of part 1 §6 'Most other profile fields' (openapi/rules/customer-page.json editProfileFields), never for read-only users. name and father_name are saved with each word capitalised; a pin is 6 digits, an address at least 8 characters, a state a two-letter code. Answers the profile as saved.
         */
        put: operations["updateCustomerProfileField"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/employee-id-validity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a customer's employee id valid or not (profile_admin.employee_id_valid)
         * @description Spec part 1 §7 'employee-id verification {username, valid}'; admin and credit underwriter only (openapi/rules/customer-page.json toggleEmployeeId). Answers the profile as saved.
         */
        put: operations["setEmployeeIdValidity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soft-calls/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Next soft call in the caller's queue (or a given one) */
        get: operations["getNextSoftCall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soft-calls/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a telephony call to a soft call */
        post: operations["saveSoftCallOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soft-calls/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the structured feedback of a soft call */
        post: operations["submitSoftCallFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/managers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Managers available for escalation */
        get: operations["listManagers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escalations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Escalate a customer to a manager */
        post: operations["escalateToManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leads/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign a customer as a new lead */
        post: operations["assignNewLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment link for a customer's loan
         * @description Creates (and records) a payment link, although the spec makes it a GET: `x-creates` marks it, so read-only roles are refused it like any write, on the server and in the client's read-only guard.
         */
        get: operations["getPaymentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support-call counters for the caller */
        get: operations["getSupportOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/dashboard/blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feature blocks, penalty and complaints of a user
         * @description A customer's record. The caller's own username (the chat side's self check, spec part 1 §7) answers the defaults (every feature on, no penalty) when no customer record is kept for them; an empty answer there means 'You are black listed'.
         */
        get: operations["getBlacklist"];
        /** Change feature blocks (only changed fields) and last penalty */
        put: operations["updateBlacklist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/dashboard/penalty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply a reward or a penalty */
        post: operations["applyPenalty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/dashboard-fcm-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register this browser's push-notification token */
        post: operations["registerPushToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loans created in a date range, with totals and counts per day
         * @description Every loan created between from_date and to_date (inclusive, Indian calendar days) that matches the loan type and status filter: the totals for the cards (the specification's 'Disbursed summary': number_of_loan → total_loans, total_mount → total_amount), the counts per creation day and status group for the chart, and all matching rows, newest first and unpaged (the client virtualizes and exports them). Status groups: approved_loans = loan_approved, nach_submitted, agreement_created, e_signature_submitted, video_uploaded, ready_for_disbursal, ready_for_disbursal_review; disbursed_loans = loan_disbursed, completed, settled, written_off; rejected_loans = rejected; other = every other status. Lenders (without admin) see the disbursed group only; investors may not call it.
         */
        get: operations["getLoansDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/loans/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next page of the dashboard's rows
         * @description The rows after the cursor `after` (a `next` of getLoansDashboard or of this operation), for the same filters, newest first. Paging by cursor, not by offset: a loan created meanwhile neither repeats nor skips a row, and a deep page costs what the first does.
         */
        get: operations["listDashboardLoans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/dashboard/blacklist/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail of a user's blacklist (feature blocks, penalties, rewards, level)
         * @description Every change, newest first: who made it, when, which field, from what to what, and why. Readable by whoever may read the blacklist record.
         */
        get: operations["listBlacklistChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's devices (customer page → Device)
         * @description Every device the customer logged in on (as of history_date, when given): its model, the profiles logged in on it, its contact count, login history, owners with their shares and the one set as owner, and the device's verification for this customer (percentage with 2 decimals). best is true for the device with the highest verification percentage (the first of equals) (spec part 1 §2, §3, §4).
         */
        get: operations["listCustomerDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/device-locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the customer's devices reported from (the device map) */
        get: operations["listDeviceLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{device_id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set who owns the device (owner change)
         * @description The owner must be one of the device's profiles (400 otherwise); the setter and the time are kept as device_owner_set_by and device_owner_set_on (spec part 1 §4).
         */
        post: operations["setDeviceOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{device_id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The phone book of the device (the Contacts download) */
        get: operations["listDeviceContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{device_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The device's SMS messages, all or one filter (downloads and 'Filtered Messages')
         * @description Without filter: every message (All Messages). A category gives that category's messages (Banking is the Bank Messages download); Negative the messages with negative keywords; ContainsMobile the messages holding a 10-digit mobile number, only for the roles of the customer-page rule `containsMobile` (403). found lists the account numbers, Aadhaar, PAN and mobile numbers seen in the messages returned, and which of them are the customer's own (spec part 1 §2, §7).
         */
        get: operations["listDeviceMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{message_id}/classification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a classified message to another category */
        put: operations["reclassifyMessage"];
        /** Classify an uncategorised message (first time; sends the device id) */
        post: operations["classifyMessage"];
        /** Undo a message's classification (it is uncategorised again) */
        delete: operations["unclassifyMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/profile-info-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profile's device data, one kind at a time (profile → Messages, Contacts, Location)
         * @description data_required picks what is answered (spec part 1 §7 profile-info-view): messages = the SMS of every device the customer logged in on, newest first; contacts = the customer's synced contacts, by name; locations = where their devices reported from, oldest first.
         */
        get: operations["getProfileInfoView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/contacts-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the customer's contacts from the phone books of their devices
         * @description Copies every 10-digit number of the phone books of the customer's devices into their contacts (a number already there takes the device's name and a new synced time), so a repeat changes nothing more (spec part 1 §7 sync-user-contacts). Only the roles of the customer-page rule `syncContacts` (403); 400 when their devices hold no contact.
         */
        post: operations["syncUserContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/device-users-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device user's summary (name, blacklist level and loans)
         * @description For the summary dialog of a user seen on a device (spec part 1 §2, §7 device-users-summary): the user's name, blacklist level and each loan they are in, with its status, what they paid, what remains and the days past due, computed from their instalments; rejected loans are left out.
         */
        get: operations["getDeviceUsersSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employers/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Employers whose name contains the text (employers route, employer search dialog)
         * @description Spec part 1 §7 'employer search (employer_name, view_type=dashboard)'. A blank name is refused (the client clears its list instead of asking). At most 50 employers, by name.
         */
        get: operations["searchEmployers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employer-addresses/{employer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An employer's addresses ('address details {employer_id, verified=false}')
         * @description Every address of the employer with its verification and rating; `verified=true` keeps only the verified ones (the spec's client asks with false: all of them).
         */
        get: operations["listEmployerAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employers/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an address to an employer, or a new employer with its first address
         * @description Spec part 1 §7 'POST employer-details'. Without `employer_id` a new employer named `employer_name` is created too (`created_employer` says so). The address is unverified. Address at least 8 characters; landmark, city, state required; pincode exactly 6 digits (part 1 §5). Roles of the employer rule `addEmployer`.
         */
        post: operations["createEmployerDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employer-details/{employer_details_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the salary narration (comment) of an employer address
         * @description Spec part 1 §7 'PUT {employer_details_id} with salary_narration' ('Okay').
         */
        put: operations["updateEmployerNarration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employers/name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the employer name of an address's employer
         * @description Spec part 1 §5/§7 'PATCH employer name (query employer_details_id, body employer_name)'; admin, credit underwriter, credit manager (rule `editEmployerName`).
         */
        patch: operations["renameEmployer"];
        trace?: never;
    };
    "/employers/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark an employer address verified (or not)
         * @description Spec part 1 §7 'verify employer {employer_details_id, valid}'; rule `verifyEmployer`. Every profile with this address reads the new state.
         */
        put: operations["verifyEmployer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employers/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an unverified employer address
         * @description Spec part 1 §7 'edit employer {employer_details_id, fields, valid}'; rule `editEmployer`. A verified address cannot be edited (400, part 1 §4).
         */
        put: operations["editEmployer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employers/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rate an employer address grade_A, grade_B or grade_C
         * @description Spec part 1 §7 'rating {employer_details_id, rating}'; rule `rateEmployer`.
         */
        put: operations["rateEmployer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/sub-employer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an employer address as the customer's sub-employer ('Okay')
         * @description Spec part 1 §7 'add sub-employer POST {username, sub_employer_detail}': the profile's sub-employer becomes that address's employer, relationship NOT_VERIFIED. Rule `addEmployer`. Answers the profile as saved.
         */
        post: operations["addSubEmployer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geocoding/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Places matching a text (address search)
         * @description Spec part 1 §7 'autocomplete-geocoding {location}'. The reference server answers from an Indian post-office and pincode data set it ships, so address search works offline.
         */
        get: operations["autocompleteGeocoding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geocoding/forward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Places for an address (forward geocoding)
         * @description Spec part 1 §7 'forward-geocoding {location}'; answered like autocomplete.
         */
        get: operations["forwardGeocoding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/employer/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the customer's unverified employer by another employer address
         * @description Spec part 1 §4/§7 'replace employer {username, current_employer_details_id, new_employer_details_id}': the profile's employer becomes the new address (its name, address, verification and rating). Only an unverified employer is replaced (400 for a verified one, for the same address, or when the profile's employer is no longer the current one given). Rule `editEmployer` ('Employer Edit', part 1 §6). Answers the profile as saved.
         */
        put: operations["replaceEmployer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet as of end_date, and its days from start_date to end_date
         * @description wallet_data (spec part 1 §3 'Wallet'): the balance and totals counting every transaction up to end_date (so an old version of the customer shows the wallet as it was), the withdrawal limit (score, the total of getWithdrawalLimitBreakdown as of end_date), and one row per calendar day from start_date to end_date, newest first, with the day's net earned (credits less debits; a rejected withdrawal counts for nothing). Days before the wallet's first transaction are not listed. days_total is the number of days from the first transaction to end_date: the client pages the daily list by moving start_date back until it has them all. A window longer than 366 days, or ending before it starts, answers 400.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/wallet/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wallet's transactions of one day */
        get: operations["listWalletDayTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/wallet/weekly-approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What was paid out of the wallet in the week of a day
         * @description amt is the sum of PAID_OUT withdrawals from the Monday of the week of `date` up to `date` (Indian calendar days).
         */
        get: operations["getWeeklyApproved"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/wallet/withdrawal-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the withdrawal limit is made up, as of a day
         * @description Per loan, its Main, Weekly, TAT and NS amounts and their Total; the other transactions (comment, type, amount); and the totals (spec part 1 §3). Counts items up to `date`.
         */
        get: operations["getWithdrawalLimitBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/repayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's repayments up to a day, newest first */
        get: operations["listRepayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/bureau": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's bureau record (customer page → Bureau; loan page → cibilStatus)
         * @description The newest CRIF pull (as of history_date, when given): cibil_data is its summary and bureau_data its LOAN-DETAILS accounts and enquiries, newest first. Both are null for a customer never pulled. cibil_report_url is the path of downloadCrifReport, or null when no report is on file (spec part 1 §3, §7).
         */
        get: operations["getCustomerBureau"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/crif-pull": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pull the customer's CRIF report now ('CRIF PULL')
         * @description Asks the bureau again: a new bureau record dated now (this pull counts as an enquiry) and the report on file. Only the roles of the customer-page rule `pullCrif` may pull (403). The client shows the error or message of any other answer than 200, and reloads the bureau read on 200 (spec part 1 §7).
         */
        post: operations["pullCrif"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/credit-score-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's credit profile (customer page → Credit Profile)
         * @description Every item of the spec's 'Credit score details' as its value and its score, computed by the server from the item's value and its weight (openapi/rules/credit-score-weights.json), as of history_date when given; total_score is the sum of the scores. credit_profile is null for a customer never scored.
         */
        get: operations["getCreditScoreDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/salary-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Salary and misc income entries of a customer, newest date first */
        get: operations["listSalaryDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/salary-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a salary or misc income entry (its kind may change too) */
        put: operations["updateSalaryEntry"];
        /**
         * Add a salary or misc income entry
         * @description Exactly one pair: salary_date with salary_amount, or misc_date with misc_amount. Only admin, credit manager and credit underwriter may write (openapi/rules/customer-page.json `editSalaryEmi`).
         */
        post: operations["addSalaryEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/salary-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a salary or misc income entry */
        delete: operations["deleteSalaryEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/credit-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** EMI entries of a customer, newest date first */
        get: operations["listEmiEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/credit-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an EMI entry */
        put: operations["updateEmiEntry"];
        /**
         * Add an EMI entry
         * @description Only admin, credit manager and credit underwriter may write.
         */
        post: operations["addEmiEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an EMI entry */
        delete: operations["deleteEmiEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/foir-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FOIR of a customer for one of their loans
         * @description avg_monthly_income and avg_monthly_emi are averages per calendar month over the months with entries; foir_score is (avg_monthly_emi + external_emi_amount) / avg_monthly_income in percent, 2 decimals; null without income.
         */
        get: operations["getFoirScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/fip-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Account-aggregator (FIP) records of a customer with their transactions */
        get: operations["getFipData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/disbursed-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loans the customer created as group leader that were disbursed in a date range
         * @description The specification's 'Disbursed summary' (part 1 §3): the loans the customer leads whose disbursal date falls between start_date and end_date (inclusive), their number and total amount. The customer page's access rule applies.
         */
        get: operations["getDisbursedStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the loans of one or more group leaders owed and paid in a month
         * @description One row per disbursed loan share of the loans the usernames lead (spec part 1 §3 'Collections row'), and the month's summary: amount_to_collect is every instalment due in the month, collected_amount what was paid of them, pending_amount the rest (written-off shares excluded from all three); written_off_amount and written_off_count are the unpaid dues and number of written-off shares. collection_percent = collected / to collect × 100, 2 decimals (0 when nothing was due). Without download, at most 200 rows come (total_rows says how many there are); with download=true every row (the 'Download Excel' file).
         */
        get: operations["listCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/cohorts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The group leader's loans by disbursal month, with what is outstanding and overdue
         * @description One row per month in which a loan the customer leads was disbursed, oldest first (spec 'Cohort row'): total_disbursement, pos (the unpaid instalments of its shares; written-off shares are off the book) and the part of pos in shares 1, 30 and 90 or more days past due today.
         */
        get: operations["getCohortAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/non-starters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shares of the group leader's loans whose first EMI, due in the month, is unpaid */
        get: operations["getNonStarterCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group-leaders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers who lead disbursed loans, for GLs-Profile's picker
         * @description Customers leading at least one disbursed loan whose username starts with search or whose name contains it (case-insensitive), most loans first, at most 20. Filtered by who may open customers.
         */
        get: operations["listGroupLeaders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{username}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The compact customer view's documents, one cell per type
         * @description One cell per type of the compact view, in its order (Pan, Aadhar, Statement, Passbook, Alt. statement, Salary Slip, Chat Docs, Misc): pan, aadhar, bank_statement, passbook, alternate_bank_statement, salary_script, chat_document, misc. A type the customer has no folder for has group_id null and no documents.
         */
        get: operations["listCustomerDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{loan_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The per-loan document grid, one column per borrower plus the leader
         * @description Columns: the loan's leader first, then each borrower with a share in the loan. Rows, in this order, alternate_bank_statement, salary_script, chat_document, misc (`rows`); each column has one cell per row. The caller must be allowed to open the leader or one borrower.
         */
        get: operations["listLoanDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/dashboard/user-doc/{user}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's document folder of one type; 400 when the user has none yet
         * @description Spec part 2 §7: 'a 400 on GET is followed by POST'. The 400's error says the folder does not exist; the client then creates it with createUserDocGroup.
         */
        get: operations["getUserDocGroup"];
        put?: never;
        /**
         * Creates the user's folder of this type (answers the existing one if it is there)
         * @description Refused to lenders (403). Creating twice yields one folder.
         */
        post: operations["createUserDocGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/dashboard/document-group/{group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document folder and the ids of its documents */
        get: operations["getDocumentGroup"];
        /**
         * Replace All: the folder holds exactly the given documents afterwards
         * @description The given documents move into this folder; the folder's other documents leave it (they are kept, in no folder, and no longer listed). Refused to lenders (403).
         */
        put: operations["replaceGroupDocuments"];
        /**
         * Add New: moves the given documents into this folder, keeping what is there
         * @description Each document moves from its folder into this one (its owner and doctype become the folder's). Every id must be a document the caller may open. Refused to lenders (403).
         */
        post: operations["addGroupDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/{group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents of a folder, oldest first */
        get: operations["listGroupDocuments"];
        put?: never;
        /**
         * Upload (append) one file into the folder
         * @description One file per request (multipart field 'document'), with the PDF's password if the uploader gave one, and where it was taken. Accepted: PDF, images (JPEG, PNG, GIF, WebP, BMP), video (MP4, MOV, WebM, MKV) and audio (MP3, WAV, OGG, M4A), and office documents (DOCX, XLSX): the content itself is checked, so a program renamed .pdf is refused (400). At most 20 MB a file and 200 documents a folder. Refused to lenders (403).
         */
        post: operations["uploadGroupDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/dashboard/document/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document's record */
        get: operations["getDocument"];
        /**
         * Stores the rotated image (a JPEG) as the document's file
         * @description Spec part 2 §4: the rotated image is re-uploaded as jpeg. Multipart field 'document' must be a JPEG (checked by content); the document's uri then ends in .jpg. Only images may be rotated. Refused to lenders (403).
         */
        put: operations["rotateDocument"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/dashboard/document/{document_id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document's file (its own content type, e.g. application/pdf or image/jpeg) */
        get: operations["getDocumentFile"];
        /**
         * Replace: a new file (and PDF password) for the same document
         * @description Same checks as an upload. The record keeps its id, folder and owner; uri, date and password follow the new file, and it is valid again. Refused to lenders (403).
         */
        put: operations["replaceDocumentFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/dashboard/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One PDF of the chosen documents (or of a whole folder), base64
         * @description Give document_ids (repeat the parameter) or group_id, not both. Images become pages, PDFs' pages are copied (an encrypted PDF is opened with its stored password); a document that cannot be put in a PDF (media, office, an encrypted PDF without its password) is listed in `skipped` with the reason. 400 when none of them can be.
         */
        get: operations["downloadDocumentsPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/dashboard/assign-loan-share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a document (or video) to a borrower's share of a loan
         * @description {username, doc_id, loan_id}: the user must hold a share in the loan and the document must be one the caller may open. Answers msg 'Document assigned to loan share'; assigning the same document again changes nothing. Refused to lenders (403).
         */
        post: operations["assignDocumentToLoanShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call-desks/{desk}/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next case of the caller's queue at a desk (or a given one)
         * @description Oldest waiting case first. case_id opens that case (it must be in the caller's queue, or the caller a manager of the desk: 404 otherwise). after (a case id) moves on past a case the agent may not call now: the next case in queue order after it. dial_block says why the case may not be dialled now (calling hours, do-not-call, attempt cap), null when it may. 403 when the caller has no queue at this desk.
         */
        get: operations["getNextDeskCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call-desks/{desk}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a telephony call to a case of the desk */
        post: operations["saveDeskCallOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dial-permits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask, just before dialling, whether a case's customer may be called now
         * @description The same rules as dial_block: recovery calls only within the calling hours in the customer's time zone (08:00–19:00 unless the server is configured otherwise), never a customer on the do-not-call list, at most the day's attempt cap per customer (every desk counted). A granted permit counts as an attempt; a refusal is logged with its reason and answered 200 with allowed false and the reason.
         */
        post: operations["requestDialPermit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call-desks/recovery/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the feedback of a recovery call (the soft-call rules) */
        post: operations["submitRecoveryFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call-desks/audit/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save an audit of a recovery call (traceability, payment, comment) */
        post: operations["submitAuditFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call-desks/lead/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the feedback of a lead call */
        post: operations["submitLeadFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call-desks/support/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the feedback of a customer-support call */
        post: operations["submitSupportFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loan-comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a recovery, marketing, credit or disbursal comment to a customer's loan
         * @description Spec part 1 §7 'POST comments (marketing, recovery, credit, disbursal) {loan_id, username, comment}: 200 ok, 403 no permission'; who may post which kind: part 1 §6 'Comment posting' (openapi/rules/call-desks.json comments). The customer must hold a share of the loan (400 otherwise).
         */
        post: operations["addLoanComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a new lead (a customer who may take a loan), where the agent stands
         * @description Spec part 1 §7 'create new lead POST {username}'; the form is refused without the agent's location ('Please allow location before submitting the form!', part 1 §8), so the lead records where it was taken. A number already a lead answers 400.
         */
        post: operations["createNewLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group-leaders/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a lead's customer as a new group leader (GL)
         * @description Spec part 1 §7 'add new GL POST {username}'. An existing GL answers 400.
         */
        post: operations["addNewGroupLeader"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support-calls/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Support calls of a customer, by mobile number (10 per page)
         * @description Spec part 2 §7 'Customer search GET {username or page}; results, count, page size 10'.
         */
        get: operations["searchSupportCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support-calls/assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The support calls assigned to the caller (managers and admins see every agent's), 10 per page */
        get: operations["listAssignedSupportCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support-calls/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support calls by status and traceability over a date range */
        get: operations["getSupportAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call-desks/supervisor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calls per agent per hour, connect rate, promises to pay and their kept rate
         * @description Every desk's calls over the date range (India days), for managers and admins. A promise is kept when a payment was recorded for the customer on or before the promised day.
         */
        get: operations["getCallSupervision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-calls/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create audit calls from a spreadsheet (.xls, .xlsx, .csv)
         * @description Spec part 2 §7 'Audit file upload: multipart field file'. The first sheet's rows after a header row: a customer number (10 digits) and a payment status (DONE or DUE). A known customer without an open audit call gets one (new_calls); one with an open call is listed under existing_calls; other rows are listed under failed_entries with the reason. At most 2 MB and 5,000 rows; anything that is not a readable spreadsheet answers 400 with the reason.
         */
        post: operations["uploadAuditFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{loan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A loan with its co-borrowers, for the loan page
         * @description Spec part 1 §3 'Loan' and §7 'GET loan by loan_id'. co_borrowers are the people holding a share of the loan, the leader's share first when the leader holds one (is_leader), then by loan share; the leader is always in `leader`, share or not. Who may open a loan: openapi/rules/loan-page.json `openLoan` (403 otherwise; lenders only loans disbursed or past it).
         */
        get: operations["getLoan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{loan_id}/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profile and comment lists of some of the loan's co-borrowers
         * @description Spec part 1 §7 'profile/comments data (loan_id, usernames, history_date)'. Every username must hold a share of the loan or lead it (400 otherwise); the profiles come in the order asked. With history_date, each profile as of its latest version on or before that instant (the current one when it has none); the comment lists are always the current ones.
         */
        get: operations["getLoanProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{loan_id}/extras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan's tags, property valuation and family data (All Tags, Property Valuation, Social Network)
         * @description What the loan record holds for the #alltags, #property-valuation and #family-data tabs; empty lists and a null valuation when it holds nothing (the tabs say 'Data Not Available'). The spec names no fields here: these are what a credit officer needs.
         */
        get: operations["getLoanExtras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loans/{loan_id}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the loan's default lender and EMI start date (#loanConfig)
         * @description The fields the disbursal team must set before a loan is disbursed (part 1 §4). Who may: openapi/rules/loan-page.json `editLoanConfig`. 400 with the reason for an unknown lender, a date that is not a real day or is more than a year away, or a loan already disbursed (or past it: completed, written off, settled, rejected).
         */
        put: operations["updateLoanConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lenders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lenders a loan may be given to (the default-lender choices)
         * @description Anyone who may open a loan may read the list (rule `openLoan`).
         */
        get: operations["listLenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loanshare-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tick or untick one data check of a co-borrower's loan share
         * @description Spec part 1 §7 'loanshare data checks POST {username, check_type, loan_id, checked}'. The user must hold a share of the loan (400 otherwise). Who may: openapi/rules/loan-page.json `setLoanshareCheck`. Setting a check to the value it has is not an error.
         */
        post: operations["setLoanshareCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loanshare-videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make one of a co-borrower's videos the video of their loan share
         * @description Spec part 1 §7 'assign video to loan share {username, doc_id, loan_id}'. doc_id must be a video document (by its file) in one of the user's own folders, and the user must hold a share of the loan (400 otherwise). Who may: openapi/rules/loan-page.json `assignLoanshareVideo`.
         */
        post: operations["assignLoanshareVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lender/get-team-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The field staff whose routes may be looked at (the Location screen's picker)
         * @description Spec part 2 §7 'lender/get-team-members'. The field staff (field sales officers and referral sales) with their city, by name. Who may: openapi/rules/team.json `liveLocation`.
         */
        get: operations["listTeamMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/live-location/live-location-route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a team member went on a day, sampled, with the distance travelled
         * @description Spec part 2 §7 'GET live-location/live-location-route {username, date} returns sampled_locations and total_distance_traveled_km'. The points are in the order they were recorded; the distance is the sum of the great-circle (haversine) distances between consecutive points, rounded to 2 decimals. A day without points answers an empty list and 0. A date after today (India's) is refused with 400. Who may: openapi/rules/team.json `liveLocation`.
         */
        get: operations["getLiveLocationRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/complaint/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complaints against customers, newest first, 20 per page, with the count per status
         * @description For the super admin and the credit, recovery and disbursal managers (openapi/rules/complaints.json `manage`).
         */
        get: operations["listComplaints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/complaint/register-complaint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a complaint against a customer (status OPEN) */
        post: operations["registerComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/complaint/{complaint_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a complaint along (openapi/rules/complaints.json `moves`) */
        patch: operations["updateComplaintStatus"];
        trace?: never;
    };
    "/investor/investor-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own investments, the pools and loans they fund, returns and payouts
         * @description Only for investors (is_investors, is_investor); always the caller's own data.
         */
        get: operations["getInvestorDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr_attendance/list-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user groups, by name, with how many people each holds
         * @description Spec part 2 §7 'hr_attendance list-groups'. Who may: openapi/rules/hr.json `read`.
         */
        get: operations["listUserGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr_attendance/add-user-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a user group (a name no other group has, in any case)
         * @description Spec part 2 §7 'hr_attendance add-user-group'. Who may: openapi/rules/hr.json `manage`.
         */
        post: operations["addUserGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr_attendance/add-new-employee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a staff member (a login by OTP on their mobile number) with a role and groups
         * @description Spec part 2 §7 'hr_attendance add-new-employee'. The mobile number is the username; the role is one of openapi/rules/hr.json `assignable`; the joining date is a real day, at most 90 days ahead. Who may: openapi/rules/hr.json `manage`.
         */
        post: operations["addNewEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr_attendance/employee-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team today, by name, with groups, today's attendance and availability
         * @description Spec part 2 §7 'hr_attendance employee-availability'. Optionally only one group's members, and only names, numbers or employee codes containing `search`. Who may: openapi/rules/hr.json `read`.
         */
        get: operations["listEmployeeAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/job-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Background jobs, newest first, 20 per page, with the count per status
         * @description For every staff member but investors (openapi/rules/jobs.json `refused`). `mine` narrows to the jobs the caller created; the counts per status follow it.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr_attendance/attendance-marked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One person's details and attendance over the last 60 days (India's), newest first
         * @description Spec part 2 §7 'hr_attendance attendance-marked (GET)'. Every day from the later of 59 days ago and the joining date up to today; a day without a sign-in is absent (today is not counted absent while it is still under way). Hours are sign-in to sign-off, to 2 decimals. Who may: openapi/rules/hr.json `read`.
         */
        get: operations["getAttendanceMarked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff whose name, mobile number or employee code contains the search, by name
         * @description Spec part 2 §7 'users'. A person picker's suggestions: at most `limit` (openapi/rules/hr.json `peopleLimit`) staff, whether working or left. Who may: openapi/rules/hr.json `read`.
         */
        get: operations["searchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One staff member's profile as HR keeps it
         * @description Spec part 2 §7 'user-details'. Every role the person holds (labels of openapi/rules/hr.json `roles`), their team, groups, contact and referral code, and their last sign-in. Who may: openapi/rules/hr.json `read`.
         */
        get: operations["getUserDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team report by template over a range of India's days (the attendance summary)
         * @description Spec part 2 §7 'analytics/template'. `attendance_summary`: per working staff member (optionally one group's), over `from`..`to` (at most openapi/rules/hr.json `reportMaxDays` days, not after today): working days since joining, days present and absent (today is not absent while under way), late sign-ins (after `lateAfter`, India's time) and the average hours of the days signed off. A range the rule refuses is answered 400 with the reason. Who may: openapi/rules/hr.json `read`.
         */
        get: operations["getAnalyticsTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/job-details/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job with its progress, result or error */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/job-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a background job (QUEUED; the server runs it and reports progress)
         * @description The parameters a type needs (openapi/rules/jobs.json `types`): reminder_sweep takes days_overdue; channel_message takes channel_name (a channel the caller is a member of) and message. A missing or wrong parameter is answered 400 with the reason.
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr_attendance/mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in for the day's attendance, or sign off
         * @description The caller's own attendance for today (India time), for the staff whose profile says attendence_data.can_mark (openapi/rules/attendance.json). Sign-in again after a sign-off reopens the day; a sign-off before any sign-in is refused.
         */
        post: operations["markAttendance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task/redmine-task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The broader issue-tracker list - every project's issues, 25 a page
         * @description For the flags of openapi/rules/tasks.json `broaderList`; others are refused and use listMyTrackerIssues. Investors and the read-only login have no tasks (403).
         */
        get: operations["listTrackerIssues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The narrower issue-tracker list - the issues of the caller's projects, 25 a page
         * @description The projects of the chat channels the caller is a member of. Investors and the read-only login have no tasks (403).
         */
        get: operations["listMyTrackerIssues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task/redmine-project-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The issue-tracker projects the caller may list, by name
         * @description Every project for the broader list's flags; the caller's projects otherwise.
         */
        get: operations["listTrackerProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign an unassigned issue to the caller (Assign Me) */
        post: operations["assignTrackerIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task/native-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Native tasks, newest first, filtered, 20 per page
         * @description Spec part 2 §7 'Native tasks: GET list {priority[], state[], estimated_date, created_by[], assignee_id[], start, entries 20}'. Every filter narrows the list; several values of one filter match any of them. Refused to investors and the read-only login (403; openapi/rules/native-tasks.json).
         */
        get: operations["nativeTaskList"];
        put?: never;
        /**
         * Create a native task
         * @description Title, priority and state are required. A parent or subtask that does not exist is refused with 400 (a subtask with 'Subtask not found!'); the due date may not be before today (India's). Subtasks listed become this task's children.
         */
        post: operations["nativeTaskCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task/native-tasks/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a native task (any state may follow any state)
         * @description Spec part 2 §7 'PUT {tasks}/{id}/ update {title, priority, state, assignee_ids, estimated_date, document_ids, parent_task, description}'. A parent task may not be the task itself, nor one of its subtasks. A due date kept as it was may be in the past.
         */
        put: operations["nativeTaskUpdate"];
        post?: never;
        /** Delete a native task (its subtasks stay, without a parent) */
        delete: operations["nativeTaskDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task/native-tasks/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff who may be assigned a task, by name or number (at most 10), or one by username
         * @description With `search`, staff whose name or number contains it. With `username` (spec part 2 §5: exactly 10 digits typed looks the user up by username), that one user, or 404 when no staff member has it.
         */
        get: operations["nativeTaskPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task/task-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a task attachment
         * @description Spec part 2 §7 'Task document upload: POST multipart {user_id, mime_type, document} returns id'. The file's content is checked like every other upload (PDF, images, video, audio, office documents; at most 20 MB). The id goes in a task's document_ids.
         */
        post: operations["taskDocumentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task/task-documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A task attachment's file, with the type it was uploaded as */
        get: operations["taskDocumentFile"];
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
        /**
         * @description The role flag a new employee is given (openapi/rules/hr.json `assignable`).
         * @enum {string}
         */
        HrRole: "is_field_sales_officer" | "is_referral_sales" | "is_reminder_agent" | "is_recovery_agent" | "is_credit_underwriter" | "is_disbursal_team" | "is_finance_intern" | "is_technology" | "is_human_resources";
        UserGroup: {
            id: number;
            name: string;
            members: number;
        };
        UserGroups: {
            groups: components["schemas"]["UserGroup"][];
        };
        /**
         * @description available: signed in today and not signed off; signed_off: signed in and off today; not_marked: no sign-in today; inactive: has left (current status off).
         * @enum {string}
         */
        Availability: "available" | "signed_off" | "not_marked" | "inactive";
        EmployeeStatus: {
            username: components["schemas"]["Username"];
            name: string;
            employee_code: string;
            /** @description The role label (openapi/rules/hr.json `roles`). */
            role: string;
            groups: {
                id: number;
                name: string;
            }[];
            cluster: string;
            /** Format: date */
            date_of_joining: string;
            /**
             * Format: date-time
             * @description Today's sign-in.
             */
            signed_in_at: string | null;
            /**
             * Format: date-time
             * @description Today's sign-off.
             */
            signed_off_at: string | null;
            availability: components["schemas"]["Availability"];
        };
        EmployeeAvailability: {
            /**
             * Format: date
             * @description Today (India's).
             */
            day: string;
            employees: components["schemas"]["EmployeeStatus"][];
        };
        AttendanceDay: {
            /** Format: date */
            day: string;
            /** Format: date-time */
            signed_in_at: string | null;
            /** Format: date-time */
            signed_off_at: string | null;
            /** @description Sign-in to sign-off; null while either is missing. */
            hours: number | null;
        };
        AttendanceHistory: {
            employee: components["schemas"]["EmployeeStatus"];
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description Every day from `from` to `to`, newest first. */
            days: components["schemas"]["AttendanceDay"][];
            present: number;
            absent: number;
        };
        PersonMatch: {
            username: components["schemas"]["Username"];
            name: string;
            employee_code: string;
            /** @description The role label (openapi/rules/hr.json `roles`). */
            role: string;
            /** @description False once the person has left. */
            working: boolean;
        };
        UserDetails: {
            /** @description The id of their employee ID card (/lender/kosh/{user_id}). */
            user_id: number;
            username: components["schemas"]["Username"];
            name: string;
            email: string;
            employee_code: string;
            referral_code: string;
            /** @description Every role label they hold, in the rule table's order; 'Staff' for none. */
            roles: string[];
            /** @enum {string|null} */
            team: "engagement" | "disbursal" | "credit" | "field_sales" | null;
            cluster: string;
            groups: {
                id: number;
                name: string;
            }[];
            /** Format: date */
            date_of_joining: string;
            working: boolean;
            /** Format: date-time */
            last_signed_in_at: string | null;
        };
        AttendanceSummaryRow: {
            username: components["schemas"]["Username"];
            name: string;
            role: string;
            /** @description Days of the range since joining. */
            working_days: number;
            present: number;
            absent: number;
            /** @description Sign-ins after the rule's lateAfter. */
            late: number;
            /** @description Over the days signed off; null without one. */
            average_hours: number | null;
        };
        AttendanceSummary: {
            /** @enum {string} */
            template: "attendance_summary";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description India's time (HH:MM). */
            late_after: string;
            rows: components["schemas"]["AttendanceSummaryRow"][];
        };
        /** @enum {string} */
        ComplaintStatus: "OPEN" | "IN_PROGRESS" | "RESOLVED" | "CLOSED";
        /** @enum {string} */
        ComplaintCategory: "collection" | "behaviour" | "documents" | "contact" | "service" | "other";
        ComplaintRow: {
            id: number;
            /** @description The customer the complaint is about. */
            username: string;
            customer_name: string;
            complaint: string;
            category: components["schemas"]["ComplaintCategory"];
            status: components["schemas"]["ComplaintStatus"];
            /** Format: date-time */
            date_created: string;
            /**
             * Format: date-time
             * @description Last status move; null if never moved.
             */
            updated_at: string | null;
            /** @description The staff member who registered it; null when the customer app raised it. */
            registered_by: string | null;
            /** @description Username of the complaining customer, when there is one. */
            raised_by: string | null;
        };
        ComplaintPage: {
            results: components["schemas"]["ComplaintRow"][];
            /** @description Rows in every page of this filter. */
            count: number;
            page: number;
            /** @enum {integer} */
            page_size: 20;
            /** @description Complaints in each status, whatever the filter. */
            by_status: {
                OPEN: number;
                IN_PROGRESS: number;
                RESOLVED: number;
                CLOSED: number;
            };
        };
        InvestorDetail: {
            investor: {
                username: string;
                name: string;
            };
            /** Format: date */
            as_of: string;
            /** @description Rupees. outstanding = invested - principal_returned. */
            summary: {
                invested: number;
                principal_returned: number;
                outstanding: number;
                interest_earned: number;
                active_investments: number;
                loans_funded: number;
            };
            /** @description Newest first. */
            investments: components["schemas"]["Investment"][];
            /** @description Newest first. */
            payouts: components["schemas"]["InvestorPayout"][];
        };
        Investment: {
            id: number;
            /** @description The loan pool invested in. */
            pool: string;
            /** @description Annual interest rate promised (per cent). */
            rate_pct: number;
            tenure_months: number;
            amount: number;
            /** Format: date */
            invested_on: string;
            /** Format: date */
            matures_on: string;
            /** @enum {string} */
            status: "ACTIVE" | "MATURED";
            principal_returned: number;
            interest_earned: number;
            /** @description The loans this investment funds, and how much of each. */
            loans: {
                loan_id: number;
                amount: number;
                loan_status: string;
            }[];
        };
        InvestorPayout: {
            id: number;
            investment_id: number;
            pool: string;
            /** Format: date */
            paid_on: string;
            principal: number;
            interest: number;
        };
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
        MsgResponse: {
            msg: string;
        };
        /** @description A user's username, their ten-digit mobile number. */
        Username: string;
        /** @enum {string} */
        TeamLead: "engagement" | "disbursal" | "credit" | "field_sales";
        /** @enum {string} */
        ManagerRole: "credit_manager" | "referral_manager" | "recovery_manager" | "finance_manager" | "kosh_super_admin" | "disbursal_manager" | "area_sales_manager";
        /** @description 0 = not blacklisted; higher levels block more. */
        BlacklistLevel: number;
        /**
         * @description RNR ringing not received, NC non contactable, CON connected, None not called yet.
         * @enum {string}
         */
        Traceability: "RNR" | "NC" | "CON" | "None";
        /**
         * @description ready_for_disbursal_review is the post-approval check; hold appears in history.
         * @enum {string}
         */
        LoanStatus: "group_proposed" | "group_accepted" | "basic_kyc" | "detailed_kyc" | "ready_for_review" | "loan_approved" | "nach_submitted" | "agreement_created" | "e_signature_submitted" | "video_uploaded" | "ready_for_disbursal" | "ready_for_disbursal_review" | "loan_disbursed" | "completed" | "written_off" | "settled" | "rejected" | "hold";
        /** @enum {string} */
        LoanShareStatus: "group_unaccepted" | "group_accepted" | "basic_kyc" | "detailed_kyc" | "video_uploaded" | "e_signature_submitted" | "nach_submitted" | "agreement_created" | "nach_upi_form" | "nach_upi_submitted" | "loan_disbursed" | "rejected" | "completed" | "completed_without_paying_penalty" | "topup" | "written_off" | "written_off_no_action" | "written_off_no_agency" | "settled";
        LoanSummary: {
            id: number;
            status: components["schemas"]["LoanStatus"];
            /** @description Rupees. */
            amount: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            approved_at: string | null;
            /** Format: date-time */
            disbursed_at: string | null;
            /** Format: date-time */
            rejected_at: string | null;
            default_lender: string | null;
            /** Format: date */
            emi_start_date: string | null;
            /** Format: date */
            disbursal_date: string | null;
            loan_type: string;
            leader: {
                username: string;
                name: string;
            };
            co_borrower_count: number;
        };
        LoanPage: {
            /** @description Total matching loans. */
            count: number;
            results: components["schemas"]["LoanSummary"][];
        };
        /**
         * @description The dashboard's status filter (a status group, or all of them).
         * @default all_loans
         * @enum {string}
         */
        DashboardStatusFilter: "all_loans" | "approved_loans" | "disbursed_loans" | "rejected_loans" | "other";
        /**
         * @description The group a loan status falls in (see getLoansDashboard).
         * @enum {string}
         */
        DashboardStatusGroup: "approved_loans" | "disbursed_loans" | "rejected_loans" | "other";
        DashboardLoanRow: {
            loan_id: number;
            status: components["schemas"]["LoanStatus"];
            /** @description Rupees. */
            amount: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            approved_at: string | null;
            /** Format: date-time */
            disbursed_at: string | null;
            /** Format: date-time */
            rejected_at: string | null;
        };
        LoansDashboard: {
            /** @description Matching loans (the number of rows). */
            total_loans: number;
            /** @description Sum of the rows' amounts in rupees. */
            total_amount: number;
            /** @description Every loan type on record, whatever the filters (the filter's options). */
            loan_types: string[];
            /** @description Loans per creation day and status group; days and groups without loans are left out. */
            per_day: {
                /** Format: date */
                date: string;
                status: components["schemas"]["DashboardStatusGroup"];
                count: number;
            }[];
            /** @description The first page of matching rows, newest first (`entries` of them at most). */
            rows: components["schemas"]["DashboardLoanRow"][];
            /** @description Where the next page starts (listDashboardLoans `after`); null after the last row. */
            next: string | null;
        };
        DashboardLoanPage: {
            rows: components["schemas"]["DashboardLoanRow"][];
            /** @description Where the next page starts; null after the last row. */
            next: string | null;
        };
        /** @description Opaque; the position after a row in the dashboard's order. */
        DashboardCursor: string;
        CustomerSummary: {
            username: string;
            name: string;
            mobile: string;
            pan_number: string | null;
            bank_account: string | null;
            city: string | null;
            blacklisted: boolean;
        };
        ProfileComment: {
            comment: string;
            loan_id: number | null;
            /** @description Staff username. */
            added_by: string;
            /** Format: date-time */
            created_at: string;
        };
        ProfileAdmin: {
            employee_id_valid: boolean;
            recovery_comment: components["schemas"]["ProfileComment"][];
            marketing_comment: components["schemas"]["ProfileComment"][];
            disbursal_comment: components["schemas"]["ProfileComment"][];
            credit_comment: components["schemas"]["ProfileComment"][];
            profile_comment: components["schemas"]["ProfileComment"][];
        };
        /** @description Customer profile; unknown values are null. */
        CustomerProfile: {
            /** @description Blacklisted now: any of the five feature flags off (part 1 §4). Given with the current profile only; a saved version leaves it out. */
            blacklisted?: boolean;
            username: string;
            name: string;
            father_name: string | null;
            sex: string | null;
            mobile: string;
            /** Format: date */
            date_of_birth: string | null;
            marital_status: string | null;
            email: string | null;
            current_address: string | null;
            current_address_landmark: string | null;
            current_address_city: string | null;
            /** @description Indian state code. */
            current_address_state: string | null;
            current_address_pin: string | null;
            current_address_owned: boolean | null;
            employer_name: string | null;
            employer_address: string | null;
            employer_address_landmark: string | null;
            employer_address_city: string | null;
            /** @description Indian state code. */
            employer_address_state: string | null;
            employer_address_pin: string | null;
            /** @description Employer details verified. */
            employer_details_valid: boolean;
            employer_details_id: number | null;
            employment_type: string | null;
            employer_category: string | null;
            /** @description Industry sector key. */
            sector: string | null;
            /** @enum {string|null} */
            rating: "grade_A" | "grade_B" | "grade_C" | null;
            /** @enum {string|null} */
            employer_subemployer_relationship: "NOT_VERIFIED" | "VERIFIED" | null;
            sub_employer_details: string | null;
            /** @description Labelled Monthly Salary. */
            annual_salary: number | null;
            /**
             * Format: date
             * @description Employed since.
             */
            employment_duration: string | null;
            employee_id: string | null;
            primary_valid: boolean;
            secondary_valid: boolean;
            bank_account: string | null;
            ifsc_code: string | null;
            alternate_bank_account: string | null;
            /** @description Masked. */
            aadhar_number: string | null;
            aadhar_age: number | null;
            aadhar_gender: string | null;
            aadhar_mobile_match: boolean | null;
            aadhar_state: string | null;
            /** Format: date-time */
            aadhar_last_updated: string | null;
            aadhar_valid: boolean;
            pan_number: string | null;
            pan_details_match: boolean | null;
            /** Format: date-time */
            pan_last_updated: string | null;
            pan_valid: boolean;
            /** @description Image URL. */
            photo: string | null;
            /** @description Device id of the customer's current device. */
            device: string | null;
            profile_admin: components["schemas"]["ProfileAdmin"];
        };
        CallStatusRow: {
            /** Format: date-time */
            created_at: string;
            status: string;
        };
        CustomerActivity: {
            /** @description Count. */
            complaints_by_customer: number;
            /** @description Count. */
            complaints_against_customer: number;
            profile_restricted: boolean;
            /** Format: date-time */
            first_login: string | null;
            /** Format: date-time */
            last_login: string | null;
            last_location: {
                latitude: number;
                longitude: number;
            } | null;
            cs_calls_raised: {
                id: number;
                name: string;
                mobile: string;
                status: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                last_updated: string;
            }[];
            soft_calls: components["schemas"]["CallStatusRow"][];
            dpd_calls: components["schemas"]["CallStatusRow"][];
            messages_sent: {
                type: string;
                medium: string;
                count: number;
            }[];
        };
        /** @description One case of the soft-call queue. */
        SoftCall: {
            id: number;
            username: string;
            profile: {
                name: string;
                mobile: string;
                city: string | null;
            };
            loans: {
                loan_id: number;
                status: components["schemas"]["LoanStatus"];
                loanshare_status: components["schemas"]["LoanShareStatus"];
                amount: number;
            }[];
            /** @description Days past due. */
            dpd: number;
            overdue_amount: number;
            emi_amount: number;
            /** Format: date */
            nearest_due_date: string | null;
            /** Format: date-time */
            last_call: string | null;
            traceability: components["schemas"]["Traceability"];
            /** @enum {string|null} */
            cooperation_level: "cooperative" | "non_cooperative" | null;
            /** @enum {string|null} */
            payment: "paid_to_fs" | "promise_to_pay" | "paid" | null;
            early_pay_amount: number | null;
            total_advance_amount: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_updated: string;
            /** @description Chat channel name of the customer. */
            user_channel: string | null;
            /** @description Why the customer may not be dialled now (calling hours, do-not-call, the day's attempt cap); null when they may. */
            dial_block?: string | null;
        };
        /** @description Soft-call feedback. non_contactable and contactable_via_others carry no cooperation or payment; paid_to_fs carries payment_paid_fs, promise_to_pay carries payment_promise_date. */
        FeedbackPayload: {
            /** @enum {string} */
            feedback: "contactable" | "non_contactable" | "contactable_via_others";
            /** Format: date */
            snooze_date?: string | null;
            traceability: components["schemas"]["Traceability"];
            /** @enum {string|null} */
            cooperation_level?: "cooperative" | "non_cooperative" | null;
            /** @enum {string|null} */
            payment?: "paid_to_fs" | "promise_to_pay" | "paid" | null;
            /** @description Number the payment was made to (10 digits). */
            payment_paid_fs?: string | null;
            /**
             * Format: date
             * @description Today to today + 30 days.
             */
            payment_promise_date?: string | null;
            comment?: string;
            /** @enum {string|null} */
            type_of_task?: "DISBURSAL" | "UNABLE_TO_PAY" | "LEADER_RELATED" | "LOAN_CHARGES" | "WRONG_CREDIT_BUREAU" | null;
        };
        SupportOverview: {
            assigned_cases: number;
            unactioned_cases_loan: number;
            unactioned_cases_general: number;
            cs_contact: {
                RNR: number;
                NC: number;
                CON: number;
                None: number;
            };
            support_status: {
                OPEN: number;
                CLOSED: number;
                RESOLVED: number;
            };
        };
        /** @description Who last changed the feature and when; null if never changed. */
        SetBy: {
            user: string;
            /** Format: date-time */
            time: string;
        } | null;
        Complaint: {
            status: string;
            complaint: string;
            /** Format: date-time */
            date_created: string;
        };
        /** @description Per-feature block of one user. A false flag blocks the feature until resume_{feature} (null = no end set); a resume date 5+ years ahead is shown as Permanently. */
        BlacklistRecord: {
            username: string;
            refer_loan: boolean;
            apply_loan: boolean;
            enable_chat: boolean;
            enable_wallet: boolean;
            enable_profile: boolean;
            /** Format: date-time */
            resume_refer_loan: string | null;
            /** Format: date-time */
            resume_apply_loan: string | null;
            /** Format: date-time */
            resume_enable_chat: string | null;
            /** Format: date-time */
            resume_enable_wallet: string | null;
            /** Format: date-time */
            resume_enable_profile: string | null;
            refer_loan_reason: string | null;
            apply_loan_reason: string | null;
            enable_chat_reason: string | null;
            enable_wallet_reason: string | null;
            enable_profile_reason: string | null;
            refer_loan_set_by: components["schemas"]["SetBy"];
            apply_loan_set_by: components["schemas"]["SetBy"];
            enable_chat_set_by: components["schemas"]["SetBy"];
            enable_wallet_set_by: components["schemas"]["SetBy"];
            enable_profile_set_by: components["schemas"]["SetBy"];
            last_penalty: number;
            complaints: components["schemas"]["Complaint"][];
            /** @description The customer's blacklist level (part 1 §3); 0 when never set. */
            blacklist_level?: components["schemas"]["BlacklistLevel"];
            /** @description Why the level was set. */
            blacklist_reason?: string | null;
        };
        /** @description username plus only the changed fields. Switching a feature off needs its resume date and reason; switching it on sends null for both. set_by is recorded by the server. */
        BlacklistUpdate: {
            username: components["schemas"]["Username"];
            refer_loan?: boolean;
            apply_loan?: boolean;
            enable_chat?: boolean;
            enable_wallet?: boolean;
            enable_profile?: boolean;
            /** Format: date-time */
            resume_refer_loan?: string | null;
            /** Format: date-time */
            resume_apply_loan?: string | null;
            /** Format: date-time */
            resume_enable_chat?: string | null;
            /** Format: date-time */
            resume_enable_wallet?: string | null;
            /** Format: date-time */
            resume_enable_profile?: string | null;
            refer_loan_reason?: string | null;
            apply_loan_reason?: string | null;
            enable_chat_reason?: string | null;
            enable_wallet_reason?: string | null;
            enable_profile_reason?: string | null;
            last_penalty?: number;
            /** @description When the penalty entered with last_penalty was incurred (YYYY-MM-DD HH:mm:ss, as the penalty call sends it); kept in the audit trail with the change. */
            last_penalty_datetime?: string;
        };
        /** @description Exactly 10 digits. */
        AlternateContactNumber: string;
        /** @description More than 2 characters after trimming; saved trimmed. */
        AlternateContactName: string;
        /** @enum {string} */
        AlternateContactRelation: "Family" | "Friend" | "Co_Worker" | "Relative" | "Neighbour" | "Other";
        /** @description The five feature flags of a contact who is a customer (false = blocked; a customer without a blacklist record has every feature enabled); null when the contact is not one. */
        ContactBlacklistFlags: {
            refer_loan: boolean;
            apply_loan: boolean;
            enable_chat: boolean;
            enable_wallet: boolean;
            enable_profile: boolean;
        } | null;
        AlternateContact: {
            id: number;
            contact: components["schemas"]["AlternateContactNumber"];
            name: string;
            relation: components["schemas"]["AlternateContactRelation"];
            /** @description The contact's own customer username when the contact is a customer, else null. */
            username: string | null;
            /** @description The contact's most recent loan share, loan id → loan-share status; null if none. */
            latest_loan: {
                [key: string]: components["schemas"]["LoanShareStatus"];
            } | null;
            /** @description Days past due from the contact's latest soft-call record; null if none. */
            dpd: number | null;
            /** @description Overdue amount (rupees) from the contact's latest soft-call record; null if none. */
            overdue: number | null;
            blacklist_level: components["schemas"]["ContactBlacklistFlags"];
            /** @description Username of the staff member who added the contact. */
            added_by: string;
            /** Format: date-time */
            added_on: string;
            /** @enum {string|null} */
            reference_check: "GOOD" | "BAD" | null;
        };
        /**
         * @description The payment providers that debit a customer's ACH mandate.
         * @enum {string}
         */
        AchProvider: "razorpay" | "cashfree" | "digio";
        /** @description An ACH debit record (spec part 1 §3). */
        AchDebit: {
            ach_debit_id: string;
            /**
             * @description The debit request.
             * @enum {string}
             */
            status: "initiated" | "success" | "failed";
            /** @description Rupees. */
            payment_amount: number;
            /** @description Our reference: the loan and EMI it collects. */
            reference: string;
            response_sequence_number: string | null;
            transaction_id: string | null;
            /** @description The provider's reason, when failed. */
            failure_message: string | null;
            payment_id: string | null;
            /** @enum {string|null} */
            payment_status: "captured" | "pending" | "failed" | null;
            /** @description The provider's mandate id. */
            mandate: string;
            /** Format: date */
            date_charge: string;
        };
        /** @description A loan share staff removed from a loan, with why and by whom. */
        DeletedLoanshare: {
            id: number;
            loan_id: number;
            /** @description Rupees: the share as it was. */
            amount: number;
            loanshare_status: components["schemas"]["LoanShareStatus"];
            /** Format: date-time */
            deleted_on: string;
            /** @description The staff member's username. */
            deleted_by: string;
            reason: string;
        };
        /** @description A loan history row (spec part 1 §3) of the customer's own loans. */
        CustomerLoanRow: {
            id: number;
            /** @description The last action taken on the loan. */
            action: string | null;
            /** @description The customer's video for this loan. */
            video_url: string | null;
            /** @description Rupees. */
            total_advance_amount: number;
            /** @description Rupees: the whole group loan. */
            loan_amount: number;
            /** @description Rupees: this customer's share. */
            user_amount: number;
            status: components["schemas"]["LoanStatus"];
            loanshare_status: components["schemas"]["LoanShareStatus"];
            /** Format: date */
            disbursal_date: string | null;
            lender: string | null;
            leader_name: string;
            leader: components["schemas"]["Username"];
            loan_category: string;
            /** @description Number of EMIs. */
            tenure: number | null;
        };
        /** @description A co-borrower history record (spec part 1 §3). */
        CoborrowerHistory: {
            name: string;
            user: components["schemas"]["Username"];
            loanwise_details: components["schemas"]["LoanwiseDetail"][];
            loan_status: components["schemas"]["BorrowerLoanStatus"];
        };
        /** @description 'Borrowers loan status': the person's loans by outcome (spec part 1 §4). */
        BorrowerLoanStatus: {
            total: number;
            /** @description loan_disbursed or completed. */
            success: number;
            /** @description settled or written_off. */
            settled: number;
            rejected: number;
        };
        /** @description One loan share of a co-borrower with its repayment figures (rupees, days). */
        LoanwiseDetail: {
            /** @description The loan id. */
            id: number;
            user_status: components["schemas"]["LoanShareStatus"];
            /** @description The share amount. */
            total_amount: number;
            /** Format: date */
            loanshare_disbursed_date: string | null;
            /** @description Dues past their date and unpaid. */
            overdue: number;
            penalty_paid: number;
            /** @description This person's unpaid instalments. */
            individual_pending: number;
            total_paid: number;
            /** @description Unpaid instalments of the whole loan. */
            total_pending: number;
            /** @description Number of EMIs. */
            tenure: number | null;
            lender: string | null;
            /** Format: date */
            emi_start_date: string | null;
            /** @description Days past the oldest unpaid due. */
            dpd: number;
            perc_compl: number;
            late_payments: number;
            timely_payments: number;
            upi_payment: number;
            nach_payment: number;
            /** @description The other co-borrowers of the loan, name to dpd. */
            coborrowers_dpd: {
                [key: string]: number;
            };
        };
        /** @description Repeated-customer figures of a person over their disbursed shares (spec §3). */
        RepeatUserScore: {
            percentage_loan_completed: number;
            no_of_repayments: number;
            overdue_perc: number;
            borrower_dpd: number;
            timely_payments_perc: number;
            nach_payment_perc: number;
            avg_coborrowers_dpd: number;
        };
        /** @description A contact loan history row (spec part 1 §3), one per loan share of the contact. */
        ContactLoanHistoryRow: {
            /** @description The name the customer saved the contact under. */
            name: string;
            username: components["schemas"]["Username"];
            loan_id: number;
            status: components["schemas"]["LoanStatus"];
            blacklist_level: components["schemas"]["BlacklistLevel"];
            blacklist_flags: components["schemas"]["ContactBlacklistFlags"];
            blacklist_reason: string | null;
            repeat_user_score: components["schemas"]["RepeatUserScore"];
        };
        /** @description A co-borrower of the customer and how the customer's phone book names them. */
        CoborrowerContact: {
            loan_id: number;
            username: components["schemas"]["Username"];
            /** @description The co-borrower's own name. */
            name: string;
            /** @description Saved as; null: not in the phone book. */
            contact_name: string | null;
        };
        /** @description Another customer and every way they are linked to this one. */
        CustomerRelationship: {
            username: components["schemas"]["Username"];
            name: string;
            links: ("co_borrower" | "group_leader" | "alternate_contact" | "phone_contact" | "has_customer_in_contacts")[];
            /** @description Loans both borrowed in. */
            shared_loans: number;
            /** @description A customer with any feature blocked. */
            blacklisted: boolean;
        };
        /** @description One contact of the customer's phone book. */
        PhoneContact: {
            name: string;
            number: string;
            /** @description The contact's customer username when the number is a customer's, else null. */
            username: string | null;
            /** @description A customer with any feature blocked. */
            blacklisted: boolean;
        };
        EarlyPayAmount: {
            loan_id: number;
            /** Format: date */
            date: string;
            /** @description Rupees. */
            early_pay_amount: number;
        };
        CrifReport: {
            cibil_report_url: string | null;
        };
        CallDetailCases: {
            soft_call_id: number | null;
            rec_assign_id: number | null;
        };
        CustomerPhotoLookup: {
            /** @description Path of the photo file under this API (getCustomerPhotoFile), or null. */
            uri: string | null;
        };
        /**
         * @description The profile fields staff may change here: personal, address and employment details except employer name, rating and employer verification (their own rules).
         * @enum {string}
         */
        EditableProfileField: "name" | "father_name" | "marital_status" | "email" | "current_address" | "current_address_landmark" | "current_address_city" | "current_address_state" | "current_address_pin" | "employment_type" | "employee_id";
        /** @description One change of a blacklist. field is a feature (old and new values are 'enabled' or the resume date-time it was blocked till), last_penalty, blacklist_level, or a reward or penalty applied (new_value the amount). */
        BlacklistChange: {
            id: number;
            /** @description The staff member's username. */
            changed_by: string;
            /** Format: date-time */
            changed_at: string;
            /** @enum {string} */
            field: "refer_loan" | "apply_loan" | "enable_chat" | "enable_wallet" | "enable_profile" | "last_penalty" | "blacklist_level" | "reward" | "penalty";
            old_value: string | null;
            new_value: string | null;
            reason: string | null;
        };
        CustomerDevices: {
            devices: components["schemas"]["Device"][];
        };
        Device: {
            device_id: string;
            model: string;
            /** @description The profiles logged in on the device. */
            profiles: components["schemas"]["DeviceProfile"][];
            /** @description Contacts in the device's phone book. */
            contacts: number;
            login_history: components["schemas"]["DeviceLogin"][];
            owners: components["schemas"]["DeviceOwner"][];
            /** @description Who set the owner; null = 'Not Set'. */
            device_owner_set_by: string | null;
            /** Format: date-time */
            device_owner_set_on: string | null;
            verification: components["schemas"]["DeviceVerification"];
            /** @description The customer's device with the highest verification percentage. */
            best: boolean;
        };
        DeviceProfile: {
            username: components["schemas"]["Username"];
            name: string;
        };
        DeviceLogin: {
            name: string;
            username: components["schemas"]["Username"];
            /** Format: date-time */
            time: string;
        };
        DeviceOwner: {
            username: components["schemas"]["Username"];
            name: string;
            /** @description Share of the device's messages and contacts matching this user. */
            perc: number;
            current_owner: boolean;
            /** @description Rank by share. */
            owner_number: number;
        };
        DeviceVerification: {
            verified: boolean;
            percentage: number;
        };
        TeamMembers: {
            members: components["schemas"]["TeamMember"][];
        };
        TeamMember: {
            username: components["schemas"]["Username"];
            name: string;
            /** @enum {string} */
            role: "Field sales officer" | "Referral sales";
            city: string | null;
        };
        LocationRoute: {
            sampled_locations: components["schemas"]["SampledLocation"][];
            total_distance_traveled_km: number;
        };
        SampledLocation: {
            location: {
                latitude: number;
                longitude: number;
            };
            /** Format: date-time */
            time: string;
        };
        DeviceLocations: {
            locations: {
                device_id: string;
                latitude: number;
                longitude: number;
                /** Format: date-time */
                time: string;
            }[];
        };
        DeviceContacts: {
            contacts: {
                name: string;
                number: string;
            }[];
        };
        /** @enum {string} */
        MessageCategory: "Banking" | "Aadhaar" | "ITDC" | "EPFO" | "Telecom" | "Others";
        /** @enum {string} */
        MessageFilter: "Banking" | "Aadhaar" | "ITDC" | "EPFO" | "Telecom" | "Others" | "Negative" | "ContainsMobile";
        DeviceMessage: {
            id: number;
            /** Format: date-time */
            date: string;
            /** @description The sender. */
            address: string;
            body: string;
            keywords: string[];
            /** @description null = uncategorised. */
            category: components["schemas"]["MessageCategory"] | null;
            negative: boolean;
        };
        DeviceMessages: {
            messages: components["schemas"]["DeviceMessage"][];
            found: components["schemas"]["MessageFindings"];
        };
        /** @description Numbers seen in the messages, and whether each is the customer's own. */
        MessageFindings: {
            account: string[];
            alternate_account: string[];
            aadhaar: string[];
            pan: string[];
            mobile: string[];
            alternate_contacts: string[];
        };
        /** @enum {string} */
        MessageVariant: "all" | "positive" | "negative";
        ProfileInfoView: {
            /** @constant */
            data_required: "messages";
            messages: components["schemas"]["ProfileMessage"][];
        } | {
            /** @constant */
            data_required: "contacts";
            contacts: components["schemas"]["SyncedContact"][];
        } | {
            /** @constant */
            data_required: "locations";
            locations: {
                device_id: string;
                latitude: number;
                longitude: number;
                /** Format: date-time */
                time: string;
            }[];
        };
        ProfileMessage: {
            id: number;
            device_id: string;
            /** Format: date-time */
            date: string;
            /** @description The sender. */
            address: string;
            body: string;
            category: components["schemas"]["MessageCategory"] | null;
            negative: boolean;
        };
        SyncedContact: {
            name: string;
            number: string;
            /** Format: date-time */
            synced_at: string;
        };
        ContactsSynced: {
            msg: string;
            /** @description Contacts copied from the devices. */
            synced: number;
        };
        DeviceUserSummary: {
            username: components["schemas"]["Username"];
            name: string;
            blacklist_level: components["schemas"]["BlacklistLevel"];
            /** @description Newest first. */
            loans: {
                status: components["schemas"]["LoanStatus"];
                loan_id: number;
                total_paid: number;
                total_remaining: number;
                dpd: number;
            }[];
        };
        Employer: {
            id: number;
            employer: string;
            /** @description Some address of this employer is verified. */
            is_verified: boolean;
        };
        EmployerName: string;
        EmployerLocation: {
            lat: number;
            long: number;
        };
        /** @description Spec part 1 §5 'New employer address'. */
        EmployerAddressFields: {
            employer_address: string;
            employer_address_landmark: string;
            employer_address_city: string;
            /** @description Indian state code. */
            employer_address_state: string;
            employer_address_pin: string;
        };
        /** @description An address to add (part 1 §5 'New employer address'), with its employer. */
        NewEmployerAddress: {
            employer_address: string;
            employer_address_landmark: string;
            employer_address_city: string;
            /** @description Indian state code. */
            employer_address_state: string;
            employer_address_pin: string;
            employer_address_location: components["schemas"]["EmployerLocation"];
            /** @description Always true for an address added here. */
            new_record_flag: boolean;
            salary_narration?: string;
            employer_name: components["schemas"]["EmployerName"];
            /** @description The employer the address is added to; null adds a new employer. */
            employer_id: number | null;
        };
        CreatedEmployerAddress: {
            employer_details_id: number;
            employer_id: number;
            /** @description A new employer was created with it. */
            created_employer: boolean;
        };
        EmployerAddress: {
            id: number;
            /** @description The same as id (the spec names both). */
            employer_details_id: number;
            employer_address: string;
            employer_address_city: string;
            employer_address_pin: string;
            employer_address_state: string;
            employer_address_landmark: string;
            employer_address_location: components["schemas"]["EmployerLocation"] | null;
            new_record_flag: boolean;
            salary_narration: string | null;
            employer_name: string;
            employer_id: number;
            /** @description Verified. */
            valid: boolean;
            /** @enum {string|null} */
            rating: "grade_A" | "grade_B" | "grade_C" | null;
        };
        GeocodedPlace: {
            display_name: string;
            /** @description Decimal degrees as text, as the maps service sends. */
            lat: string;
            lon: string;
            address: {
                city: string;
                name: string;
                postcode: string;
                state: string;
            };
        };
        EmployerReplacement: {
            username: components["schemas"]["Username"];
            current_employer_details_id: number;
            new_employer_details_id: number;
        };
        WalletDay: {
            /** Format: date */
            date: string;
            net_earned: number;
        };
        WalletData: {
            current_balance: number;
            /** @description What the customer's wallet was credited as earnings (status CREDIT). */
            total_earned: number;
            total_debit: number;
            total_credit: number;
            /** @description The withdrawal limit. */
            score: number;
            /** @description Days from the first transaction to end_date; 0 when the wallet has none. */
            days_total: number;
            days: components["schemas"]["WalletDay"][];
        };
        WalletTransaction: {
            loan_id: number | null;
            /** @description credit or debit. */
            type: string;
            /** @description CREDIT, PAID_OUT, REQUESTED, FLAGGED or REJECTED; any other is shown as PENALTY. */
            status: string;
            amount: number;
            comment: string | null;
        };
        WithdrawalLimitItem: {
            /** @enum {string} */
            type: "Main" | "Weekly" | "TAT" | "NS" | "Total";
            amount: number;
        };
        WithdrawalLimitBreakdown: {
            /** @description By loan id, that loan's items (Main, Weekly, TAT, NS, then Total). */
            loan_txns_dict: {
                [key: string]: components["schemas"]["WithdrawalLimitItem"][];
            };
            other_txns_dict: {
                comment: string;
                type: string;
                amount: number;
            }[];
            total_dict: {
                loan_txns_amt: number;
                other_txns_amt: number;
                total_amt: number;
            };
        };
        Repayment: {
            payment_id: string;
            amount: number;
            receiver: string;
            sender: string;
            source: string;
            status: string;
            type: string;
            /** Format: date-time */
            time: string;
        };
        CustomerBureau: {
            cibil_data: components["schemas"]["CibilData"] | null;
            bureau_data: components["schemas"]["BureauData"] | null;
        };
        CibilData: {
            user: components["schemas"]["Username"];
            /** @description The bureau pulled (CRIF). */
            bureau_type: string;
            /** @description Bureau score 300-900; null when no hit. */
            score: number | null;
            income_range: string | null;
            /** @description Accounts on the report. */
            account_number: number;
            /** @description Enquiries on the report. */
            enquiry_number: number;
            enquiry_30_days: number;
            enquiry_12_months: number;
            enquiry_24_months: number;
            /** Format: date */
            recent_enquiry_date: string | null;
            /** Format: date-time */
            crif_pull_date: string;
            /** @description The bureau's remark on the report. */
            bureau_info: string | null;
            cibil_report_url: string | null;
        };
        BureauData: {
            /** @description LOAN-DETAILS of the report. */
            accounts: components["schemas"]["BureauAccount"][];
            enquiries: components["schemas"]["BureauEnquiry"][];
        };
        BureauAccount: {
            acct_type: string;
            /** @description The lender. */
            credit_guarantor: string;
            /** @enum {string} */
            account_status: "Active" | "Closed" | "Written Off" | "Settled";
            /** Format: date */
            disbursed_dt: string;
            disbursed_amt: number;
            current_bal: number;
            overdue_amt: number;
            max_dpd: number;
            /** Format: date */
            closed_date: string | null;
        };
        BureauEnquiry: {
            lender_name: string;
            /** Format: date */
            enquiry_date: string;
            purpose: string;
            amount: number | null;
        };
        CrifPullResult: {
            message: string;
            /** Format: date-time */
            crif_pull_date: string;
        };
        CreditScoreItem: {
            /** @description The item's value (a yes/no check is a boolean); null when unknown. */
            value: number | boolean | null;
            /** @description Out of the item's weight. */
            score: number;
        };
        CreditScoreDetailsAnswer: {
            credit_profile: components["schemas"]["CreditScoreDetails"] | null;
        };
        CreditScoreDetails: {
            user: components["schemas"]["Username"];
            /** Format: date-time */
            computed_at: string;
            cibil_data: components["schemas"]["CreditScoreCibilData"];
            repeated_customer_data: components["schemas"]["CreditScoreRepeatedCustomerData"];
            profile_data: components["schemas"]["CreditScoreProfileData"];
            /** @description The sum of every item's score. */
            total_score: number;
        };
        CreditScoreCibilData: {
            credit_score: components["schemas"]["CreditScoreItem"];
            monthly_installment_amount: components["schemas"]["CreditScoreItem"];
            total_outstanding_amount: components["schemas"]["CreditScoreItem"];
            total_overdue_amount: components["schemas"]["CreditScoreItem"];
            max_dpd_in_last_3_months: components["schemas"]["CreditScoreItem"];
            max_dpd_in_last_6_months: components["schemas"]["CreditScoreItem"];
            max_dpd: components["schemas"]["CreditScoreItem"];
            no_of_secured_loans: components["schemas"]["CreditScoreItem"];
            no_of_unsecured_loans: components["schemas"]["CreditScoreItem"];
        };
        CreditScoreRepeatedCustomerData: {
            percentage_loan_completed: components["schemas"]["CreditScoreItem"];
            no_of_repayments: components["schemas"]["CreditScoreItem"];
            overdue_perc: components["schemas"]["CreditScoreItem"];
            borrower_dpd: components["schemas"]["CreditScoreItem"];
            timely_payments_perc: components["schemas"]["CreditScoreItem"];
            nach_payment_perc: components["schemas"]["CreditScoreItem"];
            avg_coborrowers_dpd: components["schemas"]["CreditScoreItem"];
        };
        CreditScoreProfileData: {
            foir_score: components["schemas"]["CreditScoreItem"];
            blacklisted_contacts: components["schemas"]["CreditScoreItem"];
            eligible_loan_amount: components["schemas"]["CreditScoreItem"];
            dpd_contacts_perc: components["schemas"]["CreditScoreItem"];
            aadhaar_digilocker: components["schemas"]["CreditScoreItem"];
            pan_digilocker: components["schemas"]["CreditScoreItem"];
            account_aggregator: components["schemas"]["CreditScoreItem"];
            contacts: components["schemas"]["CreditScoreItem"];
            no_of_banking_sms: components["schemas"]["CreditScoreItem"];
            sms_device_verification: components["schemas"]["CreditScoreItem"];
            contacts_device_verification: components["schemas"]["CreditScoreItem"];
            users_on_device: components["schemas"]["CreditScoreItem"];
            address_match_with_location: components["schemas"]["CreditScoreItem"];
            contacts_with_loans: components["schemas"]["CreditScoreItem"];
            dpd_contacts: components["schemas"]["CreditScoreItem"];
            max_distance_bw_all_pins: components["schemas"]["CreditScoreItem"];
        };
        /** @enum {string} */
        SalaryMode: "account" | "cash";
        /** @description Whole rupees. */
        EntryAmount: number;
        EntryComment: string;
        SalaryEntryBody: {
            /** Format: date */
            salary_date?: string;
            salary_amount?: components["schemas"]["EntryAmount"];
            /** Format: date */
            misc_date?: string;
            misc_amount?: components["schemas"]["EntryAmount"];
            salary_mode: components["schemas"]["SalaryMode"];
            comment?: components["schemas"]["EntryComment"];
        };
        SalaryEntry: {
            id: number;
            salary_amount: number | null;
            misc_amount: number | null;
            /** Format: date */
            salary_date: string | null;
            /** Format: date */
            misc_date: string | null;
            salary_mode: components["schemas"]["SalaryMode"];
            comment: string;
            updated_by: string;
            /** Format: date-time */
            date_updated: string;
        };
        EmiEntryBody: {
            /** Format: date */
            emi_date: string;
            emi_amount: components["schemas"]["EntryAmount"];
            comment?: components["schemas"]["EntryComment"];
        };
        EmiEntry: {
            id: number;
            emi_amount: number;
            /** Format: date */
            emi_date: string;
            comment: string;
            updated_by: string;
            /** Format: date-time */
            date_updated: string;
        };
        FoirRecord: {
            external_emi_amount: number;
            avg_monthly_emi: number;
            avg_monthly_income: number;
            foir_score: number | null;
        };
        FipTransaction: {
            /** @description CREDIT, or another kind (DEBIT). */
            type: string;
            /** @description Rupees as the aggregator sends them, e.g. "25000.00". */
            amount: string;
            narration: string;
            /** Format: date-time */
            transactionTimestamp: string;
            txnId: string;
        };
        FipRecord: {
            matched: boolean;
            mismatched_reason: string | null;
            acc_number: string;
            ifsc_code: string;
            /** Format: date */
            from_date: string;
            /** Format: date */
            to_date: string;
            address: string;
            /** Format: date */
            date_of_birth: string | null;
            phone_number: string;
            fip_id: string;
            /** @description The aggregator's link to the statement, when given. */
            transactions: string | null;
            transactions_list: components["schemas"]["FipTransaction"][];
        };
        /** @description Spec 'Disbursed summary': the loans, their number and total amount (total_mount, as the spec spells it). */
        DisbursedSummary: {
            loans: {
                loan_id: number;
                amount: number;
                /** Format: date */
                disbursal_date: string;
                status: components["schemas"]["LoanStatus"];
            }[];
            number_of_loan: number;
            total_mount: number;
        };
        /** @description Spec 'Collections row': one loan share of a group leader's loan in a month. */
        CollectionRow: {
            loan_id: number;
            borrower_name: string;
            borrower_number: string;
            /** @description Paid in the month on the instalments due in it. */
            interval_paid: number;
            /** @description Unpaid instalments due up to today. */
            current_pending: number;
            /** @description Days past the oldest unpaid due date. */
            dpd: number;
            loanshare_status: components["schemas"]["LoanShareStatus"];
        };
        CollectionSummary: {
            collected_amount: number;
            pending_amount: number;
            amount_to_collect: number;
            collection_percent: number;
            written_off_amount: number;
            written_off_count: number;
        };
        Collections: {
            results: components["schemas"]["CollectionRow"][];
            total_rows: number;
            summary: components["schemas"]["CollectionSummary"];
        };
        /** @description Spec 'Cohort row': the loans disbursed in one month (YYYY-MM). */
        CohortRow: {
            month: string;
            total_disbursement: number;
            pos: number;
            pos_dpd_1: number;
            pos_dpd_30: number;
            pos_dpd_90: number;
        };
        /** @description Spec 'Non-starter'. */
        NonStarterCases: {
            emi_sum: number;
            emi_count: number;
            non_starter_loans: {
                loan_id: number;
                name: string;
                loanshare_id: number;
                loan_amount: number;
                emi_amount: number;
                /** Format: date */
                emi_due_date: string;
            }[];
        };
        GroupLeader: {
            username: components["schemas"]["Username"];
            name: string;
            /** @description Disbursed loans the customer leads. */
            loans: number;
        };
        /**
         * @description A document type (spec part 2 §3), plus the grid's chat_document and the loan page's employment_agreement.
         * @enum {string}
         */
        DocType: "photo" | "aadhar" | "pan" | "salary_script" | "bank_statement" | "alternate_bank_statement" | "passbook" | "lpg_passbook" | "misc" | "loanDoc" | "job_id_card" | "chat_document" | "employment_agreement";
        DocumentLocation: {
            latitude: number;
            longitude: number;
        };
        /** @description Spec part 2 §3 'Document'. uri's extension picks the viewer. */
        DocumentRecord: {
            id: number;
            /** @description The stored file's name, e.g. aadhar_front.jpg. */
            uri: string;
            /** Format: date-time */
            date: string;
            user: components["schemas"]["Username"];
            is_valid: boolean;
            groupId: number;
            doctype: components["schemas"]["DocType"];
            /** @description The PDF's stored password, if the uploader gave one. */
            password: string | null;
            location: components["schemas"]["DocumentLocation"] | null;
        };
        DocumentList: {
            documents: components["schemas"]["DocumentRecord"][];
        };
        /** @description A user's folder of one document type. */
        DocumentGroup: {
            id: number;
            user: components["schemas"]["Username"];
            doctype: components["schemas"]["DocType"];
            document_ids: number[];
        };
        /** @description One type's folder of one user in a grid; group_id null when there is none. */
        DocumentCell: {
            doctype: components["schemas"]["DocType"];
            group_id: number | null;
            documents: components["schemas"]["DocumentRecord"][];
        };
        CustomerDocuments: {
            username: components["schemas"]["Username"];
            cells: components["schemas"]["DocumentCell"][];
        };
        LoanDocumentColumn: {
            username: components["schemas"]["Username"];
            name: string;
            is_leader: boolean;
            /** @description One cell per row of the grid, in the order of `rows`. */
            cells: components["schemas"]["DocumentCell"][];
        };
        LoanDocuments: {
            loan_id: number;
            rows: components["schemas"]["DocType"][];
            columns: components["schemas"]["LoanDocumentColumn"][];
        };
        DocIds: {
            doc_ids: number[];
        };
        /** @description One file and what goes with it (multipart/form-data). */
        DocumentUpload: {
            /**
             * Format: binary
             * @description The file.
             */
            document: string;
            /** @description The PDF's password, at most 50 characters (spec part 2 §5). */
            password?: string;
            latitude?: number;
            longitude?: number;
        };
        /** @description The rotated image (multipart/form-data), a JPEG. */
        DocumentRotation: {
            /**
             * Format: binary
             * @description The rotated image as JPEG.
             */
            document: string;
        };
        DocumentsPdf: {
            file_name: string;
            /** @description The PDF file, base64. */
            pdf: string;
            page_count: number;
            /** @description The documents in the PDF, in page order. */
            document_ids: number[];
            skipped: {
                id: number;
                reason: string;
            }[];
        };
        LoanShareDocAssignment: {
            username: components["schemas"]["Username"];
            doc_id: number;
            loan_id: number;
        };
        /**
         * @description The call desks beside the soft-call loop: recovery (newRecoveryCalls), audit (newAuditRecoveryCalls), lead (newLead), support (callingDetails' support calls).
         * @enum {string}
         */
        Desk: "recovery" | "audit" | "lead" | "support";
        /** @enum {string} */
        DialDesk: "soft" | "recovery" | "audit" | "lead" | "support";
        DialPermit: {
            allowed: boolean;
            /** @description Why not, in one line (null when allowed). */
            reason: string | null;
            /** @description Attempts on this customer today, this one included when allowed. */
            attempt: number;
            /** @description The day's attempt cap per customer. */
            cap: number;
        };
        /** @description A case of a desk's queue: the soft-call record with the desk's own facts. */
        DeskCase: components["schemas"]["SoftCall"] & {
            desk: components["schemas"]["Desk"];
            /** @description Why the customer may not be dialled now; null when they may. */
            dial_block: string | null;
            /** @description The recovery call under audit (audit desk only). */
            audit: {
                payment_status: components["schemas"]["AuditPayment"];
                /** @enum {string} */
                source: "upload" | "recovery";
                recovery_agent: {
                    username: string;
                    name: string;
                } | null;
                /** Format: date-time */
                recovery_feedback_at: string | null;
            } | null;
            /** @description The customer's support call (support desk only). */
            support: {
                loan_related: boolean;
                status: components["schemas"]["SupportStatus"];
                raised_count: number;
                feedback_count: number;
            } | null;
            /** @description Where the lead came from (lead desk only). */
            lead: {
                source: string;
                referred_by: {
                    username: string;
                    name: string;
                } | null;
            } | null;
        };
        /** @enum {string} */
        AuditPayment: "DONE" | "DUE";
        /**
         * @description The audit and support traceability choices (spec part 1 §9).
         * @enum {string}
         */
        CallContact: "CON" | "NC" | "RNR";
        /** @enum {string} */
        SupportStatus: "OPEN" | "CLOSED" | "RESOLVED";
        /** @enum {string} */
        SupportTaskType: "DISBURSAL" | "UNABLE_TO_PAY" | "LEADER_RELATED" | "LOAN_CHARGES" | "WRONG_CREDIT_BUREAU";
        /** @description Spec part 1 §5 'Audit call needs traceability, comment and payment'. */
        AuditFeedback: {
            traceability: components["schemas"]["CallContact"];
            payment: components["schemas"]["AuditPayment"];
            comment: string;
        };
        /** @description Spec part 1 §5: traceability and comment always; type_of_task when (and only when) the customer was connected (CON). */
        SupportFeedback: {
            traceability: components["schemas"]["CallContact"];
            comment: string;
            type_of_task: components["schemas"]["SupportTaskType"] | null;
        };
        /** @enum {string} */
        LeadFeedbackOption: "will_create_new_group" | "will_continue_same_group" | "personal_loan_required" | "no_loan_required" | "ringing_not_receiving" | "loan_belongs_to_team" | "customer_not_eligible_for_loan" | "customer_not_reachable" | "customer_said_callback";
        /** @description will_continue_same_group carries the number of the group's leader (10 digits), every other choice none. */
        LeadFeedback: {
            feedback: components["schemas"]["LeadFeedbackOption"];
            group_leader_number: string | null;
            comment: string;
        };
        /** @enum {string} */
        LoanCommentKind: "recovery" | "marketing" | "credit" | "disbursal";
        GeoPoint: {
            latitude: number;
            longitude: number;
        };
        /** @description Spec part 2 §3 'Support call row'. */
        SupportCallRow: {
            id: number;
            /** @description The profile's name, else N/A. */
            name: string;
            /** @description The customer's mobile number. */
            username: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_updated: string;
            /** @enum {string} */
            loan_related: "Yes" | "No";
            status: components["schemas"]["SupportStatus"];
            raised_count: number;
            feedback_count: number;
            traceability: components["schemas"]["Traceability"];
            assigned_to: {
                username: string;
                name: string;
            } | null;
        };
        SupportCallPage: {
            results: components["schemas"]["SupportCallRow"][];
            /** @description Rows in every page. */
            count: number;
            page: number;
            /** @enum {integer} */
            page_size: 10;
        };
        SupportAnalytics: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            by_status: {
                OPEN: number;
                CLOSED: number;
                RESOLVED: number;
            };
            by_traceability: {
                RNR: number;
                NC: number;
                CON: number;
                None: number;
            };
            /** @description Support calls created per India day in the range, by status. */
            per_day: {
                /** Format: date */
                day: string;
                OPEN: number;
                CLOSED: number;
                RESOLVED: number;
            }[];
        };
        CallSupervision: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            agents: {
                username: string;
                name: string;
                calls: number;
                connected: number;
                connect_rate: number;
                promises: number;
                promises_kept: number;
                /** @description null when no promise fell due. */
                kept_rate: number | null;
            }[];
            /** @description Calls per agent per hour of the India day (0–23), hours with calls only. */
            hourly: {
                username: string;
                hour: number;
                calls: number;
            }[];
        };
        /** @description The audit spreadsheet (multipart/form-data, field 'file'). */
        AuditFileUpload: {
            /**
             * Format: binary
             * @description A .xls, .xlsx or .csv file.
             */
            file: string;
        };
        AuditUploadResult: {
            new_calls: components["schemas"]["AuditUploadEntry"][];
            existing_calls: components["schemas"]["AuditUploadEntry"][];
            failed_entries: {
                /** @description What the row had for the number (may be empty). */
                number: string;
                error: string;
            }[];
        };
        AuditUploadEntry: {
            number: string;
            payment_status: components["schemas"]["AuditPayment"];
        };
        /** @description A loan as the loan page shows it (spec part 1 §3 'Loan'). */
        LoanRecord: {
            id: number;
            status: components["schemas"]["LoanStatus"];
            /** @description Rupees. */
            loan_amount: number;
            /** @description The number of EMIs. */
            tenure: number | null;
            loan_category: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The lender's name (listLenders). */
            default_lender: string | null;
            /** Format: date */
            emi_start_date: string | null;
            /** Format: date */
            disbursal_date: string | null;
            /** @description The loan's chat channel, 'kosh/loan/<loan_id>'. */
            loan_channel: string;
            leader: {
                username: components["schemas"]["Username"];
                name: string;
                user_id: number;
            };
            /** @description The loan's KYC video: the leader's share's, else the first co-borrower's that has one. */
            video_url: string | null;
            /** @description The share holders, the leader's share first when the leader holds one, then by loan share. */
            co_borrowers: components["schemas"]["LoanCoBorrower"][];
        };
        LoanCoBorrower: {
            user: components["schemas"]["Username"];
            user_id: number;
            name: string;
            is_leader: boolean;
            loanshare_id: number;
            loanshare_status: components["schemas"]["LoanShareStatus"];
            /** @description Rupees. */
            loanshare_amount: number;
            /** @description The co-borrower has loans with microfinance lenders. */
            mfi_flag: boolean;
            /** @description The share's NACH mandate; null when none was set up. */
            nach: null | components["schemas"]["LoanNach"];
            /** @description The share's data checks; a check never ticked is false. */
            checks: {
                kyc_verified: boolean;
                bank_verified: boolean;
                employment_verified: boolean;
                address_verified: boolean;
                bureau_reviewed: boolean;
                video_reviewed: boolean;
            };
            /** @description The document assigned as the share's video (assignLoanshareVideo). */
            video_doc_id: number | null;
        };
        LoanNach: {
            /** @description Who registered the mandate, e.g. razorpay, digio, npci. */
            source: string;
            /** @description As the provider reports it; the spec names active, register_success and ack_received, others are shown as they come. */
            mandate_status: string;
        };
        /**
         * @description The data checks of a loan share (the spec names none; these are the loan page's).
         * @enum {string}
         */
        LoanshareCheckType: "kyc_verified" | "bank_verified" | "employment_verified" | "address_verified" | "bureau_reviewed" | "video_reviewed";
        LoanProfiles: {
            profiles: {
                username: components["schemas"]["Username"];
                profile: components["schemas"]["CustomerProfile"];
                profile_admin: components["schemas"]["ProfileAdmin"];
            }[];
        };
        LoanExtras: {
            /** @description The loan's tags, in the order they were added. */
            tags: string[];
            /** @description The valuation of the property behind the loan; null when none was made. */
            property_valuation: null | components["schemas"]["PropertyValuation"];
            family_data: components["schemas"]["FamilyMember"][];
        };
        PropertyValuation: {
            /** @enum {string} */
            property_type: "residential_house" | "residential_flat" | "plot" | "commercial" | "agricultural_land";
            address: string;
            /** @description Rupees. */
            market_value: number;
            /** Format: date */
            valuation_date: string;
            /** @description Who valued it. */
            valuer: string;
            /** @enum {string} */
            ownership: "self" | "spouse" | "parent" | "joint" | "family" | "rented";
            remarks: string | null;
        };
        FamilyMember: {
            /** @description The member's customer username when they are a customer. */
            username: string | null;
            name: string;
            /** @enum {string} */
            relation: "Family" | "Friend" | "Co_Worker" | "Other";
            phone: string;
            is_customer: boolean;
            /** @description The status of the member's latest loan; null when they have none. */
            loan_status: null | components["schemas"]["LoanStatus"];
        };
        LoanConfigUpdate: {
            /** @description A name from listLenders. */
            default_lender: string;
            /** Format: date */
            emi_start_date: string;
        };
        Lender: {
            id: number;
            name: string;
        };
        LenderList: {
            lenders: components["schemas"]["Lender"][];
        };
        /**
         * @description reminder_sweep - counts the unpaid instalments overdue by at least days_overdue days and their amount; channel_message - posts message in the channel channel_name as the job's creator.
         * @enum {string}
         */
        JobType: "reminder_sweep" | "channel_message";
        /** @enum {string} */
        JobStatus: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
        /** @description The parameters of the job's type; the others are absent. */
        JobParams: {
            days_overdue?: number;
            channel_name?: string;
            message?: string;
        };
        JobResult: {
            /** @description What the job did, in a sentence. */
            summary: string;
            /** @description How many items it counted or sent. */
            count: number;
            /** @description reminder_sweep: the rupees overdue. */
            amount?: number;
        };
        JobRow: {
            id: number;
            type: components["schemas"]["JobType"];
            params: components["schemas"]["JobParams"];
            status: components["schemas"]["JobStatus"];
            /** @description Percent done. */
            progress: number;
            /** @description The creator's name. */
            created_by: string;
            created_by_me: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @description Once DONE. */
            result: null | components["schemas"]["JobResult"];
            /** @description Why it FAILED. */
            error: string | null;
        };
        JobPage: {
            results: components["schemas"]["JobRow"][];
            count: number;
            page: number;
            page_size: number;
            by_status: {
                QUEUED: number;
                RUNNING: number;
                DONE: number;
                FAILED: number;
            };
        };
        TrackerPerson: {
            id: number;
            name: string;
        };
        TrackerProject: {
            id: number;
            name: string;
            /** @description The project's chat channel (kosh/<type>/<id>), opened from its name. */
            channel_name: string | null;
        };
        TrackerIssue: {
            id: number;
            subject: string;
            description: string;
            /** @enum {string} */
            priority: "Immediate" | "Urgent" | "High" | "Normal" | "Low";
            status: string;
            author: components["schemas"]["TrackerPerson"];
            assigned_to: components["schemas"]["TrackerPerson"] | null;
            project_id: number;
            project_name: string;
            channel_name: string | null;
        };
        TrackerIssuePage: {
            issues: components["schemas"]["TrackerIssue"][];
            total_count: number;
            offset: number;
            limit: number;
        };
        /** @enum {string} */
        NativeTaskPriority: "LOW" | "MEDIUM" | "HIGH";
        /** @enum {string} */
        NativeTaskState: "BACKLOG" | "TODO" | "IN_PROGRESS" | "DONE" | "CANCELLED";
        NativeTaskPerson: {
            id: number;
            username: string;
            name: string;
        };
        NativeTaskPeople: {
            results: components["schemas"]["NativeTaskPerson"][];
        };
        TaskDocument: {
            id: number;
            /** @description Where the file may be fetched. */
            url: string;
            /** @description The uploaded file's name. */
            name: string;
            mime_type: string;
        };
        /** @description One file and what goes with it (multipart/form-data). */
        TaskDocumentUpload: {
            /** @description The uploader: the signed-in user's id or username. */
            user_id: string;
            mime_type: string;
            /**
             * Format: binary
             * @description The file.
             */
            document: string;
        };
        NativeTaskInput: {
            title: string;
            /** @description Sent only if non-blank. */
            description?: string;
            priority: components["schemas"]["NativeTaskPriority"];
            state: components["schemas"]["NativeTaskState"];
            assignee_ids?: number[];
            /** Format: date */
            estimated_date?: string | null;
            parent_task?: number | null;
            subtask_ids?: number[];
            document_ids?: number[];
        };
        NativeTask: {
            id: number;
            title: string;
            description: string | null;
            priority: components["schemas"]["NativeTaskPriority"];
            state: components["schemas"]["NativeTaskState"];
            assignee_ids: number[];
            assignees: components["schemas"]["NativeTaskPerson"][];
            /** Format: date */
            estimated_date: string | null;
            parent_task: number | null;
            subtask_ids: number[];
            document_ids: number[];
            documents: components["schemas"]["TaskDocument"][];
            created_by: number;
            created_by_name: string;
            updated_by: number | null;
            /** Format: date-time */
            created_at: string;
        };
        NativeTaskPage: {
            results: components["schemas"]["NativeTask"][];
            /** @description How many tasks match the filters. */
            count: number;
            start: number;
            entries: number;
        };
        NativeTaskDeleted: {
            msg: string;
        };
    };
    responses: {
        /** @description Done. */
        Msg: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MsgResponse"];
            };
        };
        /** @description Done. */
        Message: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        /** @description Invalid request. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Missing, invalid or expired access token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The caller's role may not do this. */
        Forbidden: {
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
        /** @description The Idempotency-Key was already used for a different request. */
        KeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The case is closed; its feedback is already saved (the client treats it as saved). */
        AlreadySaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        NativeTaskId: number;
        DeskPath: components["schemas"]["Desk"];
        /** @description 1-based page of 10 rows. */
        SupportPage: number;
        RangeStart: string;
        /** @description Not before start_date, at most 366 days after it. */
        RangeEnd: string;
        EmployerDetailsIdPath: number;
        GeocodingLocation: string;
        /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
        IdempotencyKey: string;
        /** @description One of `loan_types`; omitted = every loan type. */
        DashboardLoanType: string;
        /** @description First creation day, YYYY-MM-DD. */
        DashboardFromDate: string;
        /** @description Last creation day, YYYY-MM-DD; not before from_date. */
        DashboardToDate: string;
        DashboardStatus: components["schemas"]["DashboardStatusFilter"];
        /** @description Rows per page. */
        DashboardEntries: number;
        /** @description Any of these statuses (repeat the parameter). */
        LoanStatusFilter: components["schemas"]["LoanStatus"][];
        TeamLeadFilter: components["schemas"]["TeamLead"];
        FromDate: string;
        ToDate: string;
        LoanIdFilter: number;
        /** @description Number of rows already loaded. */
        Start: number;
        LoanEntries: number;
        LoanIdPath: number;
        /** @description The month, YYYY-MM. */
        DateMonth: string;
        DeviceIdPath: string;
        MessageIdPath: number;
        UsernamePath: components["schemas"]["Username"];
        /** @description An Indian calendar day, YYYY-MM-DD (the version's day for an old version). */
        WalletDate: string;
        EntryIdPath: number;
        /** @description A version from listProfileVersions; omitted = current. */
        HistoryDate: string;
        /** @description The first issue of the page (0-based). */
        TrackerOffset: number;
        /** @description One past the page's last issue (spec part 2 §7 'limit (offset+25)'); at most offset+100. */
        TrackerLimit: number;
        /** @description Every issue of the listed projects (All); not with author. */
        TrackerAllTask: boolean;
        /** @description The issues the caller created (Created by you); neither flag = assigned to the caller. */
        TrackerAuthor: boolean;
        /** @description Only this project's issues; omitted = All Projects. */
        TrackerProject: number;
        /** @description priority: Immediate, Urgent, High, Normal, Low, then newest; omitted = newest first. */
        TrackerSort: "priority";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listLoanApplications: {
        parameters: {
            query?: {
                /** @description Any of these statuses (repeat the parameter). */
                status?: components["parameters"]["LoanStatusFilter"];
                team_lead?: components["parameters"]["TeamLeadFilter"];
                from_date?: components["parameters"]["FromDate"];
                to_date?: components["parameters"]["ToDate"];
                loan_id?: components["parameters"]["LoanIdFilter"];
                /** @description Number of rows already loaded. */
                start?: components["parameters"]["Start"];
                entries?: components["parameters"]["LoanEntries"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of loans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listApprovedLoans: {
        parameters: {
            query?: {
                /** @description Any of these statuses (repeat the parameter). */
                status?: components["parameters"]["LoanStatusFilter"];
                team_lead?: components["parameters"]["TeamLeadFilter"];
                from_date?: components["parameters"]["FromDate"];
                to_date?: components["parameters"]["ToDate"];
                loan_id?: components["parameters"]["LoanIdFilter"];
                /** @description Number of rows already loaded. */
                start?: components["parameters"]["Start"];
                entries?: components["parameters"]["LoanEntries"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of loans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listDisbursedLoans: {
        parameters: {
            query?: {
                /** @description Any of these statuses (repeat the parameter). */
                status?: components["parameters"]["LoanStatusFilter"];
                team_lead?: components["parameters"]["TeamLeadFilter"];
                from_date?: components["parameters"]["FromDate"];
                to_date?: components["parameters"]["ToDate"];
                loan_id?: components["parameters"]["LoanIdFilter"];
                /** @description Number of rows already loaded. */
                start?: components["parameters"]["Start"];
                entries?: components["parameters"]["LoanEntries"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of loans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    searchLoans: {
        parameters: {
            query?: {
                /** @description Any of these statuses (repeat the parameter). */
                status?: components["parameters"]["LoanStatusFilter"];
                team_lead?: components["parameters"]["TeamLeadFilter"];
                from_date?: components["parameters"]["FromDate"];
                to_date?: components["parameters"]["ToDate"];
                loan_id?: components["parameters"]["LoanIdFilter"];
                /** @description Number of rows already loaded. */
                start?: components["parameters"]["Start"];
                entries?: components["parameters"]["LoanEntries"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of loans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    decideLoan: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                loan_id: components["parameters"]["LoanIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "reject" | "ready_for_disbursal" | "disburse";
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description The loan after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanSummary"];
                };
            };
            /** @description The loan's status does not allow this decision (`error`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Number of rows already loaded. */
                start?: components["parameters"]["Start"];
                entries?: number;
                search_string?: string;
                search_type?: "username" | "pan" | "account_number";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of customers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: components["schemas"]["CustomerSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getCustomerByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's user id (exact integers only, so a bound). */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's username. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: components["schemas"]["Username"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    checkCustomerAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Access decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerProfile: {
        parameters: {
            query?: {
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Customer profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listProfileVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Versions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        versions: {
                            /** Format: date-time */
                            history_date: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerActivity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setBlacklistLevel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                    blacklist_level: components["schemas"]["BlacklistLevel"];
                    blacklist_reason: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAlternateContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contacts. What is known of a contact who is a customer (their username, latest loan share, dpd, overdue, blacklist flags) is given only when the caller may open that customer; otherwise those fields are null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["AlternateContact"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAlternateContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    contact?: components["schemas"]["AlternateContactNumber"];
                    name?: components["schemas"]["AlternateContactName"];
                    relation?: components["schemas"]["AlternateContactRelation"];
                    /** @enum {string} */
                    reference_check?: "GOOD" | "BAD";
                };
            };
        };
        responses: {
            /** @description The contact after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlternateContact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addAlternateContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["AlternateContactName"];
                    contact: components["schemas"]["AlternateContactNumber"];
                    relation: components["schemas"]["AlternateContactRelation"];
                    username: components["schemas"]["Username"];
                    added_by: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            /** @description The contact as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlternateContact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    listContactRelations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Relations, in the order the dialog offers them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        relations: components["schemas"]["AlternateContactRelation"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listCustomerLoans: {
        parameters: {
            query?: {
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["CustomerLoanRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAchDebits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
                provider: components["schemas"]["AchProvider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The debits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["AchDebit"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDeletedLoanshares: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted shares. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["DeletedLoanshare"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listLoanHistory: {
        parameters: {
            query: {
                username: components["schemas"]["Username"][];
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["CoborrowerHistory"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listContactsLoanHistory: {
        parameters: {
            query?: {
                /** @description One of the customer's loans; omitted = all of them. */
                loan_id?: number;
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rows, by contact then newest loan first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["ContactLoanHistoryRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCoborrowerContacts: {
        parameters: {
            query?: {
                /** @description One of the customer's loans; omitted = all of them. */
                loan_id?: number;
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The co-borrowers, newest loan first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["CoborrowerContact"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCustomerRelationships: {
        parameters: {
            query?: {
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The related customers, most shared loans first, then by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["CustomerRelationship"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPhoneContacts: {
        parameters: {
            query?: {
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["PhoneContact"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEarlyPayAmount: {
        parameters: {
            query: {
                loan_id: number;
                date: string;
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EarlyPayAmount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCrifReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report's address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrifReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadCrifReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    lookupCallDetails: {
        parameters: {
            query: {
                customer_number: components["schemas"]["Username"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cases. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallDetailCases"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo's uri under this API, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPhotoLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerPhotoFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                photo_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCustomerProfileField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                    field: components["schemas"]["EditableProfileField"];
                    value: string;
                };
            };
        };
        responses: {
            /** @description The profile as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setEmployeeIdValidity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                    valid: boolean;
                };
            };
        };
        responses: {
            /** @description The profile as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getNextSoftCall: {
        parameters: {
            query?: {
                soft_call_id?: number;
                /** @description Moves on past a case the agent may not call now (its dial_block): the next case in queue order after that one. */
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The soft call, or `msg` when the queue is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoftCall"] | components["schemas"]["MsgResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveSoftCallOutcome: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Telephony call id. */
                    call_id: string;
                    /** @description Soft-call id. */
                    id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    submitSoftCallFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackPayload"];
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AlreadySaved"];
            422: components["responses"]["KeyReused"];
        };
    };
    listManagers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Managers keyed by username. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            [key: string]: {
                                name: string;
                                roles: components["schemas"]["ManagerRole"][];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    escalateToManager: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    manager_username: components["schemas"]["Username"];
                    customer_username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    assignNewLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    getPaymentLink: {
        parameters: {
            query: {
                loan_id: number;
                username: components["schemas"]["Username"];
                amount: number;
            };
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        link: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    getSupportOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportOverview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBlacklist: {
        parameters: {
            query: {
                username: components["schemas"]["Username"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blacklist record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlacklistRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBlacklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlacklistUpdate"];
            };
        };
        responses: {
            /** @description Saved; the record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        data: components["schemas"]["BlacklistRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    applyPenalty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Rupees (at most one crore). */
                    amount: number;
                    comment: string;
                    /** @enum {string} */
                    decision: "reward" | "penalty";
                    /** @description Local time, YYYY-MM-DD HH:mm:ss. */
                    datetime: string;
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    registerPushToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLoansDashboard: {
        parameters: {
            query: {
                /** @description One of `loan_types`; omitted = every loan type. */
                loan_type?: components["parameters"]["DashboardLoanType"];
                /** @description First creation day, YYYY-MM-DD. */
                from_date: components["parameters"]["DashboardFromDate"];
                /** @description Last creation day, YYYY-MM-DD; not before from_date. */
                to_date: components["parameters"]["DashboardToDate"];
                status?: components["parameters"]["DashboardStatus"];
                /** @description Rows per page. */
                entries?: components["parameters"]["DashboardEntries"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals, counts per day and the first page of rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoansDashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listDashboardLoans: {
        parameters: {
            query: {
                /** @description One of `loan_types`; omitted = every loan type. */
                loan_type?: components["parameters"]["DashboardLoanType"];
                /** @description First creation day, YYYY-MM-DD. */
                from_date: components["parameters"]["DashboardFromDate"];
                /** @description Last creation day, YYYY-MM-DD; not before from_date. */
                to_date: components["parameters"]["DashboardToDate"];
                status?: components["parameters"]["DashboardStatus"];
                /** @description Rows per page. */
                entries?: components["parameters"]["DashboardEntries"];
                after: components["schemas"]["DashboardCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardLoanPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listBlacklistChanges: {
        parameters: {
            query: {
                username: components["schemas"]["Username"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: components["schemas"]["BlacklistChange"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCustomerDevices: {
        parameters: {
            query?: {
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The devices, newest login first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDevices"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDeviceLocations: {
        parameters: {
            query?: {
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reported locations, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceLocations"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setDeviceOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDeviceContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every contact, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceContacts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDeviceMessages: {
        parameters: {
            query?: {
                filter?: components["schemas"]["MessageFilter"];
                /** @description Whose account, PAN and contacts the found numbers are compared with. */
                username?: components["schemas"]["Username"];
                /** @description Narrows the filter's messages (spec part 1 §2, §9 'Message filters: all, positive, negative'): positive = without negative keywords, negative = with them; all (the default) keeps every one. */
                variant?: components["schemas"]["MessageVariant"];
            };
            header?: never;
            path: {
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceMessages"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    reclassifyMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: components["schemas"]["MessageCategory"];
                };
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    classifyMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: components["schemas"]["MessageCategory"];
                    device_id: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    unclassifyMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getProfileInfoView: {
        parameters: {
            query: {
                data_required: "messages" | "contacts" | "locations";
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kind asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileInfoView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    syncUserContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Synced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactsSynced"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDeviceUsersSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceUserSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchEmployers: {
        parameters: {
            query: {
                employer_name: string;
                view_type?: "dashboard";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employers found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listEmployerAddresses: {
        parameters: {
            query?: {
                verified?: boolean;
            };
            header?: never;
            path: {
                employer_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The addresses, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployerAddress"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createEmployerDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewEmployerAddress"];
            };
        };
        responses: {
            /** @description The address as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedEmployerAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    updateEmployerNarration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employer_details_id: components["parameters"]["EmployerDetailsIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    salary_narration: string;
                };
            };
        };
        responses: {
            /** @description The address as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployerAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    renameEmployer: {
        parameters: {
            query: {
                employer_details_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employer_name: components["schemas"]["EmployerName"];
                };
            };
        };
        responses: {
            /** @description The address as saved, with the new name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployerAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    verifyEmployer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employer_details_id: number;
                    valid: boolean;
                };
            };
        };
        responses: {
            /** @description The address as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployerAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    editEmployer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employer_details_id: number;
                    fields: components["schemas"]["EmployerAddressFields"];
                    valid: boolean;
                };
            };
        };
        responses: {
            /** @description The address as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployerAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rateEmployer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employer_details_id: number;
                    /** @enum {string} */
                    rating: "grade_A" | "grade_B" | "grade_C";
                };
            };
        };
        responses: {
            /** @description The address as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployerAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addSubEmployer: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                    /** @description An employer_details_id. */
                    sub_employer_detail: number;
                };
            };
        };
        responses: {
            /** @description The profile as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    autocompleteGeocoding: {
        parameters: {
            query: {
                location: components["parameters"]["GeocodingLocation"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 10 places, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeocodedPlace"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    forwardGeocoding: {
        parameters: {
            query: {
                location: components["parameters"]["GeocodingLocation"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 10 places, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeocodedPlace"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    replaceEmployer: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployerReplacement"];
            };
        };
        responses: {
            /** @description The profile as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    getWallet: {
        parameters: {
            query: {
                start_date: string;
                end_date: string;
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wallet_data: components["schemas"]["WalletData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listWalletDayTransactions: {
        parameters: {
            query: {
                /** @description An Indian calendar day, YYYY-MM-DD (the version's day for an old version). */
                date: components["parameters"]["WalletDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's transactions, in the order they were made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["WalletTransaction"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getWeeklyApproved: {
        parameters: {
            query: {
                /** @description An Indian calendar day, YYYY-MM-DD (the version's day for an old version). */
                date: components["parameters"]["WalletDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getWithdrawalLimitBreakdown: {
        parameters: {
            query: {
                /** @description An Indian calendar day, YYYY-MM-DD (the version's day for an old version). */
                date: components["parameters"]["WalletDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The breakdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalLimitBreakdown"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listRepayments: {
        parameters: {
            query: {
                /** @description An Indian calendar day, YYYY-MM-DD (the version's day for an old version). */
                date: components["parameters"]["WalletDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The repayments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Repayment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerBureau: {
        parameters: {
            query?: {
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bureau record, or nulls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerBureau"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    pullCrif: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pulled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrifPullResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    getCreditScoreDetails: {
        parameters: {
            query?: {
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit profile, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditScoreDetailsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSalaryDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["SalaryEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSalaryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalaryEntryBody"] & {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The entry after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalaryEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addSalaryEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalaryEntryBody"] & {
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            /** @description The entry as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalaryEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    deleteSalaryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["EntryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listEmiEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["EmiEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEmiEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmiEntryBody"] & {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The entry after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmiEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addEmiEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmiEntryBody"] & {
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            /** @description The entry as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmiEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    deleteEmiEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["EntryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getFoirScore: {
        parameters: {
            query: {
                loan_id: number;
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The FOIR record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoirRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getFipData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records, one per linked account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["FipRecord"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDisbursedStats: {
        parameters: {
            query: {
                start_date: string;
                end_date: string;
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The disbursed loans and their totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisbursedSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCollections: {
        parameters: {
            query: {
                usernames: components["schemas"]["Username"][];
                /** @description The month, YYYY-MM. */
                date_month: components["parameters"]["DateMonth"];
                /** @description Every row, for the spreadsheet. */
                download?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rows and the summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collections"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCohortAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cohorts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["CohortRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getNonStarterCases: {
        parameters: {
            query: {
                /** @description The month, YYYY-MM. */
                date_month: components["parameters"]["DateMonth"];
            };
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's non-starters and their EMI total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NonStarterCases"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listGroupLeaders: {
        parameters: {
            query: {
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching group leaders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["GroupLeader"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listCustomerDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["parameters"]["UsernamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cells. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDocuments"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listLoanDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: components["parameters"]["LoanIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanDocuments"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserDocGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The folder's owner, a username. */
                user: components["schemas"]["Username"];
                type: components["schemas"]["DocType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createUserDocGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The folder's owner, a username. */
                user: components["schemas"]["Username"];
                type: components["schemas"]["DocType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folder already existed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentGroup"];
                };
            };
            /** @description The new folder. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDocumentGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    replaceGroupDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocIds"];
            };
        };
        responses: {
            /** @description The folder after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addGroupDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocIds"];
            };
        };
        responses: {
            /** @description The folder after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listGroupDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadGroupDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                group_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUpload"];
            };
        };
        responses: {
            /** @description The stored document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The file is larger than 20 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["KeyReused"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rotateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentRotation"];
            };
        };
        responses: {
            /** @description The document, its uri ending in .jpg. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The file is larger than 20 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDocumentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own type as Content-Type (the accepted upload types). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/gif": string;
                    "image/webp": string;
                    "image/bmp": string;
                    "video/mp4": string;
                    "video/quicktime": string;
                    "video/webm": string;
                    "video/x-matroska": string;
                    "audio/mpeg": string;
                    "audio/wav": string;
                    "audio/ogg": string;
                    "audio/mp4": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    replaceDocumentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUpload"];
            };
        };
        responses: {
            /** @description The document after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The file is larger than 20 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadDocumentsPdf: {
        parameters: {
            query?: {
                document_ids?: number[];
                group_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentsPdf"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    assignDocumentToLoanShare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanShareDocAssignment"];
            };
        };
        responses: {
            /** @description Assigned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsgResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getNextDeskCase: {
        parameters: {
            query?: {
                case_id?: number;
                after?: number;
            };
            header?: never;
            path: {
                desk: components["parameters"]["DeskPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The case, or `msg` when the queue is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskCase"] | components["schemas"]["MsgResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveDeskCallOutcome: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                desk: components["parameters"]["DeskPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Telephony call id. */
                    call_id: string;
                    /** @description The case id. */
                    id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    requestDialPermit: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    desk: components["schemas"]["DialDesk"];
                    case_id: number;
                };
            };
        };
        responses: {
            /** @description Whether the call may be placed, and why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DialPermit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    submitRecoveryFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["EntryIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackPayload"];
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AlreadySaved"];
            422: components["responses"]["KeyReused"];
        };
    };
    submitAuditFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["EntryIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuditFeedback"];
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AlreadySaved"];
            422: components["responses"]["KeyReused"];
        };
    };
    submitLeadFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["EntryIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadFeedback"];
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AlreadySaved"];
            422: components["responses"]["KeyReused"];
        };
    };
    submitSupportFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["EntryIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportFeedback"];
            };
        };
        responses: {
            200: components["responses"]["Msg"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AlreadySaved"];
            422: components["responses"]["KeyReused"];
        };
    };
    addLoanComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kind: components["schemas"]["LoanCommentKind"];
                    loan_id: number;
                    username: components["schemas"]["Username"];
                    comment: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    createNewLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                    name?: string;
                    location: components["schemas"]["GeoPoint"];
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["KeyReused"];
        };
    };
    addNewGroupLeader: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    searchSupportCalls: {
        parameters: {
            query: {
                username: string;
                /** @description 1-based page of 10 rows. */
                page?: components["parameters"]["SupportPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of support calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportCallPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAssignedSupportCalls: {
        parameters: {
            query?: {
                /** @description 1-based page of 10 rows. */
                page?: components["parameters"]["SupportPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of support calls, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportCallPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSupportAnalytics: {
        parameters: {
            query: {
                start_date: components["parameters"]["RangeStart"];
                /** @description Not before start_date, at most 366 days after it. */
                end_date: components["parameters"]["RangeEnd"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts, and counts per day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportAnalytics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getCallSupervision: {
        parameters: {
            query: {
                start_date: components["parameters"]["RangeStart"];
                /** @description Not before start_date, at most 366 days after it. */
                end_date: components["parameters"]["RangeEnd"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per agent, and per agent per hour. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallSupervision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    uploadAuditFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AuditFileUpload"];
            };
        };
        responses: {
            /** @description What became of each row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditUploadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The file is larger than 2 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["KeyReused"];
        };
    };
    getLoan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: components["parameters"]["LoanIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLoanProfiles: {
        parameters: {
            query: {
                /** @description The co-borrowers wanted (repeat the parameter). */
                username: components["schemas"]["Username"][];
                /** @description A version from listProfileVersions; omitted = current. */
                history_date?: components["parameters"]["HistoryDate"];
            };
            header?: never;
            path: {
                loan_id: components["parameters"]["LoanIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanProfiles"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLoanExtras: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: components["parameters"]["LoanIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The extras. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanExtras"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateLoanConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                loan_id: components["parameters"]["LoanIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanConfigUpdate"];
            };
        };
        responses: {
            /** @description The loan with its new configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    listLenders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lenders, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    setLoanshareCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                    check_type: components["schemas"]["LoanshareCheckType"];
                    loan_id: number;
                    checked: boolean;
                };
            };
        };
        responses: {
            /** @description The check as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        check_type: components["schemas"]["LoanshareCheckType"];
                        checked: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    assignLoanshareVideo: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                    doc_id: number;
                    loan_id: number;
                };
            };
        };
        responses: {
            /** @description The share's video now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        video_doc_id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    listTeamMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMembers"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLiveLocationRoute: {
        parameters: {
            query: {
                username: components["schemas"]["Username"];
                /** @description The day (India's), YYYY-MM-DD. */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's route. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationRoute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listComplaints: {
        parameters: {
            query?: {
                /** @description Only complaints in this status; omitted = every status. */
                status?: components["schemas"]["ComplaintStatus"];
                /** @description 1-based page of 10 rows. */
                page?: components["parameters"]["SupportPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of complaints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplaintPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    registerComplaint: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The customer's mobile number (their username). */
                    username: string;
                    complaint: string;
                    category: components["schemas"]["ComplaintCategory"];
                };
            };
        };
        responses: {
            /** @description The complaint as listed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplaintRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["KeyReused"];
        };
    };
    updateComplaintStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                complaint_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: components["schemas"]["ComplaintStatus"];
                };
            };
        };
        responses: {
            /** @description The complaint after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplaintRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The complaint's status does not allow that move (it moved meanwhile). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getInvestorDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The investor's figures, computed by the server. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvestorDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listUserGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every group, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserGroups"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    addUserGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The new group (no members yet). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A group of that name exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["KeyReused"];
        };
    };
    addNewEmployee: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    username: components["schemas"]["Username"];
                    role: components["schemas"]["HrRole"];
                    group_ids: number[];
                    /** Format: date */
                    date_of_joining: string;
                };
            };
        };
        responses: {
            /** @description The new employee as the team list shows them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A user with that mobile number exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["KeyReused"];
        };
    };
    listEmployeeAvailability: {
        parameters: {
            query?: {
                group_id?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeAvailability"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /** @description Only jobs in this status; omitted = every status. */
                status?: components["schemas"]["JobStatus"];
                /** @description Only the jobs the caller created. */
                mine?: boolean;
                /** @description 1-based page of 10 rows. */
                page?: components["parameters"]["SupportPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAttendanceMarked: {
        parameters: {
            query: {
                username: components["schemas"]["Username"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person and their days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchUsers: {
        parameters: {
            query: {
                search: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["PersonMatch"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserDetails: {
        parameters: {
            query: {
                username: components["schemas"]["Username"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAnalyticsTemplate: {
        parameters: {
            query: {
                template: "attendance_summary";
                from: string;
                to: string;
                group_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: components["schemas"]["JobType"];
                    params: components["schemas"]["JobParams"];
                };
            };
        };
        responses: {
            /** @description The job as listed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["KeyReused"];
        };
    };
    markAttendance: {
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
                    action: "sign_in" | "sign_off";
                };
            };
        };
        responses: {
            /** @description The caller's attendance after the mark. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attendance_status: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTrackerIssues: {
        parameters: {
            query?: {
                /** @description The first issue of the page (0-based). */
                offset?: components["parameters"]["TrackerOffset"];
                /** @description One past the page's last issue (spec part 2 §7 'limit (offset+25)'); at most offset+100. */
                limit?: components["parameters"]["TrackerLimit"];
                /** @description Every issue of the listed projects (All); not with author. */
                all_task?: components["parameters"]["TrackerAllTask"];
                /** @description The issues the caller created (Created by you); neither flag = assigned to the caller. */
                author?: components["parameters"]["TrackerAuthor"];
                /** @description Only this project's issues; omitted = All Projects. */
                project_id?: components["parameters"]["TrackerProject"];
                /** @description priority: Immediate, Urgent, High, Normal, Low, then newest; omitted = newest first. */
                sort?: components["parameters"]["TrackerSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of issues, newest first (or by priority). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackerIssuePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMyTrackerIssues: {
        parameters: {
            query?: {
                /** @description The first issue of the page (0-based). */
                offset?: components["parameters"]["TrackerOffset"];
                /** @description One past the page's last issue (spec part 2 §7 'limit (offset+25)'); at most offset+100. */
                limit?: components["parameters"]["TrackerLimit"];
                /** @description Every issue of the listed projects (All); not with author. */
                all_task?: components["parameters"]["TrackerAllTask"];
                /** @description The issues the caller created (Created by you); neither flag = assigned to the caller. */
                author?: components["parameters"]["TrackerAuthor"];
                /** @description Only this project's issues; omitted = All Projects. */
                project_id?: components["parameters"]["TrackerProject"];
                /** @description priority: Immediate, Urgent, High, Normal, Low, then newest; omitted = newest first. */
                sort?: components["parameters"]["TrackerSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of issues, newest first (or by priority). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackerIssuePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTrackerProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The projects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: components["schemas"]["TrackerProject"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    assignTrackerIssue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    issue_id: number;
                };
            };
        };
        responses: {
            /** @description The issue, now the caller's, and the words to show. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        issue: components["schemas"]["TrackerIssue"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Someone took the issue meanwhile. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    nativeTaskList: {
        parameters: {
            query?: {
                priority?: components["schemas"]["NativeTaskPriority"][];
                state?: components["schemas"]["NativeTaskState"][];
                /** @description Only tasks due on this day. */
                estimated_date?: string;
                created_by?: number[];
                assignee_id?: number[];
                /** @description How many tasks to skip. */
                start?: number;
                entries?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tasks and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NativeTaskPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    nativeTaskCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NativeTaskInput"];
            };
        };
        responses: {
            /** @description The task as listed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NativeTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["KeyReused"];
        };
    };
    nativeTaskUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                task_id: components["parameters"]["NativeTaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NativeTaskInput"];
            };
        };
        responses: {
            /** @description The task after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NativeTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    nativeTaskDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                task_id: components["parameters"]["NativeTaskId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NativeTaskDeleted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    nativeTaskPeople: {
        parameters: {
            query?: {
                search?: string;
                username?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people found (an empty list when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NativeTaskPeople"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    taskDocumentUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent (a save, a decision), kept across retries of it. A repeat of the same request with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TaskDocumentUpload"];
            };
        };
        responses: {
            /** @description The stored attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The file is larger than 20 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["KeyReused"];
        };
    };
    taskDocumentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own type as Content-Type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/gif": string;
                    "image/webp": string;
                    "image/bmp": string;
                    "video/mp4": string;
                    "video/quicktime": string;
                    "video/webm": string;
                    "video/x-matroska": string;
                    "audio/mpeg": string;
                    "audio/wav": string;
                    "audio/ogg": string;
                    "audio/mp4": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
