// Generated from openapi/chat.yaml by scripts/gen.ts — do not edit.

export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Obtain a chat token */
        post: operations["chatLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/chat-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's chat credentials of a password type */
        get: operations["getChatAuth"];
        put?: never;
        /** Create the caller's chat credentials */
        post: operations["createChatAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/acl/chat-password/get-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credentials and personal topic for the realtime broker */
        get: operations["getRealtimePassword"];
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
        /** @enum {string} */
        PasswordType: "bchat";
        ChatAuth: {
            username: string;
            password_type: components["schemas"]["PasswordType"];
        };
        /**
         * @description The segment after the first slash of a channel's name (spec part 2 §3): p2p (one to one), public, private, loan (one per loan: the loan's internal channel), team.
         * @enum {string}
         */
        ChannelType: "p2p" | "public" | "private" | "loan" | "team";
        /** @description A person as the chat shows them (avatar, name, theme). */
        ChatUser: {
            /** @description The ten-digit login number. */
            username: string;
            name: string;
            /** @description Avatar URL, or null for initials. */
            image?: string | null;
            theme?: components["schemas"]["ChatTheme"];
        };
        /** @enum {string} */
        ChatTheme: "primary" | "secondary" | "blue" | "purple" | "warning" | "success" | "danger" | "info" | "pink" | "orange";
        ChatLocation: {
            latitude: number;
            longitude: number;
        };
        /** @description A file sent with a message, kept by the chat service; `url` reads it back. */
        ChatAttachment: {
            url: string;
            name: string;
            mime_type: string;
            size: number;
        };
        /** @description The message a reply quotes, as it was when quoted. */
        ChatRepliedTo: {
            _id: string;
            text: string;
            user: components["schemas"]["ChatMessageAuthor"];
        };
        ChatMessageAuthor: {
            /** @description The author's username. */
            _id: string;
            name: string;
        };
        /** @description One message of a channel (spec part 2 §3 'Message'). */
        ChatMessage: {
            _id: string;
            /** @description The channel's name. */
            channel: string;
            /** @description The sender's own id for this message (the outbox's): a second POST with the same client_id returns the first message instead of adding another. */
            client_id?: string | null;
            text: string;
            /** Format: date-time */
            createdAt: string;
            user: components["schemas"]["ChatMessageAuthor"];
            pinned: boolean;
            replied_to?: components["schemas"]["ChatRepliedTo"] | null;
            image?: components["schemas"]["ChatAttachment"] | null;
            video?: components["schemas"]["ChatAttachment"] | null;
            file?: components["schemas"]["ChatAttachment"] | null;
            location?: components["schemas"]["ChatLocation"] | null;
        };
        PinnedMessage: {
            message_id: string;
            /** @description The pinned message's text. */
            message: string;
            /** Format: date-time */
            datetime_pinned: string;
            /** @description Name of who pinned it. */
            pinned_by: string;
        };
        /** @description A channel as the signed-in user sees it (spec part 2 §3 'Chat channel'): its metadata plus the user's own state in it (added, fav, notification, unread counts). */
        ChatChannel: {
            /** @description Path-like, e.g. kosh/public/42; the last segment is channel_id. */
            name: string;
            channel_id: number;
            type: components["schemas"]["ChannelType"];
            /** @description The channel's broker topic (informational). */
            topic?: string;
            display_name: string;
            description?: string;
            profile_pic?: string | null;
            theme?: components["schemas"]["ChatTheme"];
            /** @description False for p2p channels. */
            group: boolean;
            /** @description Up to the first three other members (avatars; the list shows at most two). */
            users: components["schemas"]["ChatUser"][];
            member_count: number;
            fav: boolean;
            /** @description Notifications on for this user. */
            notification: boolean;
            unreadCount: number;
            unreadMentionsCount: number;
            /** Format: date-time */
            lastRead?: string | null;
            /** @description The user is a member (search results may be false). */
            added: boolean;
            last_message: components["schemas"]["ChatMessage"] | null;
            pinned_message: components["schemas"]["PinnedMessage"] | null;
            /** @description The creator's username. */
            creator: string;
            /** @description The loan of a loan channel. */
            loan_id?: number | null;
        };
        /** @description A channel member (spec part 2 §3 'Member'). */
        ChatMember: {
            id: number;
            username: string;
            name: string;
            display: string;
            image: string | null;
            admin: boolean;
        };
        ChatContact: {
            contact_name: string;
            contact_number: string;
        };
        /** @description What acl-of-users answers per user (the contactNames cache record). */
        ChatUserCard: {
            user_id: number;
            username: string;
            name: string;
            dp: string | null;
            bio: string;
        };
        /** @description What the server publishes (JSON) on each member's personal topic: a new message, a deleted message, or a channel's metadata (RETAINED: pin/unpin, join, rename, membership). */
        ChatEvent: {
            /** @constant */
            type: "NEW_MESSAGE";
            channel: string;
            message: components["schemas"]["ChatMessage"];
        } | {
            /** @constant */
            type: "MESSAGE_DELETED";
            channel: string;
            message_id: string;
        } | {
            /** @constant */
            type: "RETAINED";
            channel: components["schemas"]["ChatChannel"];
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
        /** @description Missing, invalid or expired token. */
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
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    chatLogin: {
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
                    password_type: components["schemas"]["PasswordType"];
                };
            };
        };
        responses: {
            /** @description Chat token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Chat JWT. */
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getChatAuth: {
        parameters: {
            query: {
                password_type: components["schemas"]["PasswordType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Chat credentials exist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatAuth"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No chat credentials yet (create them with createChatAuth). */
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
    createChatAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password_type: components["schemas"]["PasswordType"];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatAuth"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getRealtimePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Broker credentials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description MQTT client id. */
                        client_id: string;
                        /** @description MQTT password; never shown or logged. */
                        password: string;
                        /** @description MQTT username. */
                        username: string;
                        /** @description The user's personal topic. */
                        topic: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
}
