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
    "/channels/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the caller's channels, newest last message first
         * @description Only channels the caller is a member of. Filter my = the caller's favourites, conversation = one-to-one (p2p) channels, loan / public / private = channels of that type, all = every channel of the caller.
         */
        post: operations["listChannels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Channels (and, for conversations, people) whose name contains the text
         * @description channels: the first 10 channels the caller is in, or public channels the caller is not in (added false), whose display name contains `name` (case-insensitive). people (scope conversation only): the first 10 staff whose name or username contains `name` and with whom the caller has no one-to-one channel yet; empty for scope all.
         */
        get: operations["searchChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One channel as the caller sees it */
        get: operations["getChannel"];
        put?: never;
        /**
         * Create a public or private channel (spec part 2 §7 'POST channel (create)')
         * @description Anyone but read-only logins and investors. The creator becomes its admin; the people of team_ids become members, and each member gets the channel as a RETAINED event on their personal topic. A short name already taken answers 400 with err.
         */
        post: operations["createChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The one-to-one channel with a person (created when there is none yet) */
        post: operations["startPrivateChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a channel
         * @description Anyone may join a public channel. force true lets the super admin join any channel (private, team, loan); otherwise 403. A user banned from the channel is refused (403) until an admin adds them back. Joining a channel the caller is already in answers the channel unchanged.
         */
        post: operations["joinChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a channel
         * @description One-to-one channels cannot be left (400).
         */
        post: operations["leaveChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/acl/bookmark-topic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark or unmark a channel as the caller's favourite */
        post: operations["setChannelFavourite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/acl/notification-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the caller's notifications for a channel on or off */
        post: operations["setChannelNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark every message of a channel read for the caller
         * @description The caller's unread and mention counts of the channel go back to 0.
         */
        post: operations["markChannelRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a channel's messages, oldest first
         * @description Without end_time / start_time: the latest `entries` messages. end_time (exclusive): the latest `entries` messages older than it (scrolling back). start_time (exclusive): the first `entries` messages newer than it (catching up). has_more: more messages exist beyond the page in the direction asked. Members only; a public channel's messages may be read by anyone.
         */
        get: operations["listChannelMessages"];
        put?: never;
        /**
         * Send a message to a channel
         * @description Text (at most 500 characters), a reply, a location and at most one of image, video or file (at most 25 MB). Something must be sent: text, a location or a file. The same client_id from the same sender again answers 200 with the first message and adds nothing. After the message is stored the server publishes NEW_MESSAGE on every member's personal topic.
         */
        post: operations["sendChannelMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel-message/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A channel's messages whose text contains the words, newest first */
        get: operations["searchChannelMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel-message/{message_id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin a message (replaces the channel's pinned message)
         * @description Channel admins (the creator, admin members), the super admin, and either member of a one-to-one channel. Others get 403 "You don't have permission to pin this message.".
         */
        post: operations["pinChannelMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel-message/{message_id}/unpin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpin a message
         * @description Same people as pin; others get 403 "You don't have permission to unpin this message.".
         */
        post: operations["unpinChannelMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel-message/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a message
         * @description The author, a channel admin or the super admin; others get 403. Publishes MESSAGE_DELETED to every member.
         */
        delete: operations["deleteChannelMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/acl/get-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A channel's members, admins first */
        get: operations["listChannelMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bchat/contacts-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's phone contacts as the chat keeps them */
        get: operations["listContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/acl/acl-of-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Name, picture and bio of users by username */
        post: operations["getUserCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a username belongs to a chat user */
        get: operations["lookupUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-files/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bytes of a file sent in a message
         * @description Members of the message's channel only (and anyone for a public channel).
         */
        get: operations["getChatFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automated_message/allowed-automated-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The automated channels the caller may schedule messages into
         * @description Automated channels are those created with will_schedule_msg. The caller may schedule into the ones they administer (creator or admin member); the super admin into any.
         */
        get: operations["listAllowedAutomatedChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automated-message-scheduler": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's scheduled messages, newest first, a page at a time */
        get: operations["listScheduledMessages"];
        put?: never;
        /**
         * Schedule a message into an automated channel
         * @description At send_at (and then every day or week when it repeats) the server posts the text into the channel as the caller, like any message (NEW_MESSAGE to every member). 400 when the time is past, the text is blank or over 500 characters, or the channel is not one the caller may schedule into. The same Idempotency-Key again answers the first schedule.
         */
        post: operations["scheduleMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automated-message-scheduler/{schedule_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a scheduled message (one's own; the super admin any)
         * @description Cancelling a cancelled or sent schedule answers it as it is.
         */
        post: operations["cancelScheduledMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/chat-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chat actions of a channel (the modal's stage 0), or every action
         * @description With channel_name, readers of the channel (members; anyone for a public channel) get its actions. Without it, anyone signed in gets every action (names only), to pick from when creating a channel (createChannel's chat_actions).
         */
        get: operations["listChatActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/actions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One action's functions, or its embedded HTML form (stage 1)
         * @description An action offers either functions (form_html null) or one embedded HTML form, whose fields are submitted to form_function_id. The client sanitises form_html before showing it.
         */
        get: operations["getChatAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/functions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A function's form schema (stage 2)
         * @description filter_data is JSON text of default params (a message's action_data.default_params); the schema's default_params are the function's own overlaid with them.
         */
        get: operations["getChatFunctionForm"];
        put?: never;
        /**
         * Submit a function's form (multipart)
         * @description form_data is JSON text of the field values by field name, checked against the function's schema (required fields, types, options, a multiline field at most 350 characters). The server records the submission, posts its result as a message in the channel (and an attendance sign-in/sign-off marks the day). One record per Idempotency-Key.
         */
        post: operations["submitChatFunctionForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/acl/add-group-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add users to a channel, optionally as admins
         * @description Channel admins (the creator, admin members) and the super admin only (403 otherwise); not for one-to-one channels (400). Users already in the channel stay (made admin when is_admin). Each user added hears the channel at once (RETAINED on their personal topic).
         */
        post: operations["addGroupMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/acl/make-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a member a channel admin, or dismiss them as admin
         * @description Channel admins and the super admin only (403). The creator stays an admin (400 on dismiss).
         */
        post: operations["makeChannelAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/acl/remove-group-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove members from a channel
         * @description Channel admins and the super admin only (403); the creator cannot be removed (400). Each user removed hears the channel with added false (it leaves their list).
         */
        post: operations["removeGroupMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel_id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a channel with its messages
         * @description Only the creator, and only while the channel has fewer than 1000 members (spec part 2 §5); otherwise 400 "You can't delete this channel". Every member hears the channel with added false.
         */
        post: operations["deleteChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/get-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tag a channel may carry */
        get: operations["listChatTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every team a channel may take in (its people become members) */
        get: operations["listChatTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/tags-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the tag catalogue (the super admin)
         * @description Spec part 2 §7 'chat/tags-update'. The body is the whole catalogue: a tag with an id keeps it under the given name, a tag without one is created, and a tag left out is deleted and taken off every channel that carried it. Names are trimmed, 1 to 60 characters, and unique without regard to case; an unknown id or a repeated name or id answers 400 naming it. Only the super admin (403 otherwise).
         */
        post: operations["updateChatTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/teams/{team_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team and its people (the super admin, who keeps the teams) */
        get: operations["getChatTeamMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/teams-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create, change or delete a team (the super admin)
         * @description Spec part 2 §7 'chat/teams-update'. Without team_id a team is created (name required); with team_id it takes the name (when given) and exactly the people of usernames (when given); with remove true it is deleted: channels lose it from their teams, and its people stay members of them. People added to a team join every channel the team is in (each gets RETAINED), as adding the team to a channel with subscribe_all does; people taken out of it stay in those channels until an admin removes them. Names are trimmed, 1 to 60 characters, unique without regard to case. A number that is no staff member's answers 400 naming it. People banned from a channel are not put back into it. Only the super admin (403 otherwise).
         */
        post: operations["updateChatTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel/{channel_id}/change-display-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a channel (channel admins and the super admin; not a one-to-one)
         * @description Blank text answers 400; members get RETAINED.
         */
        put: operations["changeChannelDisplayName"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel/{channel_id}/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A channel's description (channel admins and the super admin) */
        put: operations["setChannelDescription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel/{channel_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A channel's theme (channel admins and the super admin) */
        put: operations["updateChannel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/core/channel/{channel_id}/profile-pic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * A channel's picture (channel admins and the super admin)
         * @description A PNG, JPEG or WebP image of at most 2 MB in the field profile_pic (the client crops it square first). It replaces the channel's picture; members hear it as RETAINED.
         */
        put: operations["setChannelProfilePic"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel-pics/{file_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's picture (the profile_pic URL)
         * @description Read without a token, as an <img> loads it: the name is random and unguessable, and a new picture gets a new name.
         */
        get: operations["getChannelPicture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel-teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teams of a channel (its members may read them) */
        get: operations["getChannelTeams"];
        put?: never;
        /**
         * Add teams to a channel (channel admins and the super admin)
         * @description subscribe_all true makes every person of the teams a member (each gets RETAINED). Unknown team ids answer 400.
         */
        post: operations["addChannelTeams"];
        /**
         * Remove teams from a channel (channel admins and the super admin)
         * @description unsubscribe_all true also takes out the teams' people who are in no other team of the channel and are not its admins (each of them gets RETAINED with added false).
         */
        delete: operations["removeChannelTeams"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tags of a channel (its members may read them) */
        get: operations["getChannelTags"];
        put?: never;
        /** Replace a channel's tags (channel admins and the super admin) */
        post: operations["setChannelTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/user-profile-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel member's name and where they stand (chat disabled, blocked in the channel)
         * @description Spec part 2 §7 chat/user-profile-name {username} returns user_id; with channel_name it also tells whether the user is blocked there. For the super admin and for business members of the channel (members with a business profile), who may open the user's dialog (403 otherwise); the user must be a member of the channel (404).
         */
        get: operations["getChatUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable or enable a user's chat (the super admin only)
         * @description Spec part 2 §6 'Disable Chat' and §7 chat/disable {username, disable}. The super admin only (403); not oneself (400). A user whose chat is disabled cannot post in any channel.
         */
        post: operations["setChatDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/block-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a member of a channel in that channel
         * @description Spec part 2 §6 'Block User' and §7 block user {username, channel_name}: whoever may open the user's dialog (the super admin, a business member of the channel; 403 otherwise) blocks a member (404 when not one), not themselves (400). A blocked user cannot post in the channel. Blocking twice answers the same.
         */
        post: operations["blockChatUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/unblock-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let a member blocked in a channel post there again
         * @description The undoing of block user {username, channel_name}: the same people may (the super admin, a business member of the channel; 403 otherwise), for a member (404 when not one). Unblocking someone not blocked answers the same.
         */
        post: operations["unblockChatUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/ban-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a member out of a channel and keep them from joining it again
         * @description Spec part 2 §7 chat/ban-user. Channel admins and the super admin (403 otherwise); not oneself, not the channel's creator, not a one-to-one conversation (400); a member (404 when not one). The user hears the channel with added false (it leaves their list); joining it again is refused (403) until an admin adds them back.
         */
        post: operations["banChatUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/channel-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's tasks, opened within a date range, by state
         * @description For channels whose chat actions include manage_task_across_channels (openapi/rules/tasks.json `manageAction`; 403 otherwise), to those who may read the channel. Investors and the read-only login have no tasks (403). Dates are DD-MM-YYYY, start not after end.
         */
        get: operations["listChannelTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/channel-tasks/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a channel task with a message, edit its description or change its assignee
         * @description Exactly one of comments (close: fills closing_comment, closed_by and closed_at; the task must be Open, 409 otherwise), description (edit) or assignee (a member's username). For members of the channel (and the super admin).
         */
        post: operations["updateChannelTask"];
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
        /**
         * @description Which of the caller's channels listChannels answers: my = favourites, all = every one, conversation = one-to-one (p2p), loan / public / private = of that type.
         * @enum {string}
         */
        ChannelFilter: "my" | "all" | "conversation" | "loan" | "public" | "private";
        /** @description What sendChannelMessage takes (multipart/form-data fields). */
        ChatMessageUpload: {
            channel: string;
            client_id: string;
            text?: string;
            /** @description The id of the message this one answers. */
            replied_to?: string;
            /** @description JSON text {"latitude": number, "longitude": number}. */
            location?: string;
            /**
             * Format: binary
             * @description An image/* file, at most 25 MB.
             */
            image?: string;
            /**
             * Format: binary
             * @description A video/* file (also .mkv), at most 25 MB.
             */
            video?: string;
            /**
             * Format: binary
             * @description A PDF or other file, at most 25 MB.
             */
            file?: string;
        };
        /** @description A person as the chat shows them (avatar, name, theme). */
        ChatUser: {
            /** @description The ten-digit login number. */
            username: string;
            name: string;
            /** @description Avatar URL, or null for initials. */
            image?: string | null;
            theme?: components["schemas"]["ChatTheme"];
        };
        /**
         * @description The kinds of channel a user may create.
         * @enum {string}
         */
        NewChannelType: "public" | "private";
        ChatTeam: {
            id: number;
            name: string;
            member_count: number;
        };
        ChatTag: {
            id: number;
            name: string;
        };
        ChatTeamMember: {
            id: number;
            username: string;
            name: string;
        };
        ChatTeamMembers: {
            team: components["schemas"]["ChatTeam"];
            members: components["schemas"]["ChatTeamMember"][];
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
            /** @enum {string} */
            action_type?: "chat_action" | "wf_chat_action" | "external_url";
            action_data?: components["schemas"]["ChatActionData"];
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
            /** @description The ids of the channel's chat actions (empty when it offers none). */
            chat_actions?: number[];
            /** @description The names of the channel's chat actions; manage_task_across_channels offers the channel's Tasks option (issue 20 §3). */
            chat_action_names?: string[];
        };
        /** @description What a member change answers. */
        MemberChange: {
            msg: string;
        };
        /** @description A channel member (spec part 2 §3 'Member'). */
        ChatMember: {
            id: number;
            username: string;
            name: string;
            display: string;
            image: string | null;
            admin: boolean;
            /** @description Holds a business profile (spec part 2 §6 'business members'): told in the member list. */
            business?: boolean;
        };
        /** @description A channel member as their dialog shows them, and where they stand. */
        ChatUserModeration: {
            user_id: number;
            username: string;
            name: string;
            chat_disabled: boolean;
            /** @description Blocked in the channel asked about. */
            blocked: boolean;
            /** @description Whether the caller may ban this user from the channel (a channel admin or the super admin; never the creator, never oneself). */
            can_ban: boolean;
        };
        ChannelUserBody: {
            username: string;
            channel_name: string;
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
        /** @description An action a channel offers (stage 0). */
        ChatAction: {
            id: number;
            name: string;
            /**
             * @description functions: pick a function, then its form; form: one embedded HTML form.
             * @enum {string}
             */
            kind: "functions" | "form";
            /**
             * @description An attendance action refreshes the attendance after a submission.
             * @enum {string|null}
             */
            attendance: "sign_in" | "sign_off" | null;
        };
        ChatFunction: {
            id: number;
            name: string;
            description: string;
        };
        ChatActionDetail: {
            id: number;
            name: string;
            /** @enum {string} */
            kind: "functions" | "form";
            /** @enum {string|null} */
            attendance: "sign_in" | "sign_off" | null;
            functions: components["schemas"]["ChatFunction"][];
            /** @description Untrusted HTML: sanitise before use. */
            form_html: string | null;
            form_function_id: number | null;
        };
        /** @enum {string} */
        ChatFormFieldType: "text" | "number" | "date" | "select" | "multiline" | "checkbox";
        /** @description One field of a form schema (spec part 2 §2 'type, display_name, options, values'). */
        ChatFormField: {
            name: string;
            type: components["schemas"]["ChatFormFieldType"];
            display_name: string;
            required: boolean;
            /** @description A select's choices (empty for other types). */
            options: {
                label: string;
                value: string;
            }[];
            /** @description The field's preset value. */
            values: string | null;
            /** @description A multiline field: 350. */
            max_length?: number | null;
        };
        ChatFormSchema: {
            function_id: number;
            name: string;
            fields: components["schemas"]["ChatFormField"][];
            /** @description Prefilled values by field name (the function's, overlaid with filter_data). */
            default_params: {
                [key: string]: string;
            };
        };
        ChatActionResult: {
            submission_id: number;
            message: components["schemas"]["ChatMessage"];
            /** @enum {string|null} */
            attendance: "sign_in" | "sign_off" | null;
        };
        /** @description What a message's action button does (spec part 2 §3 'Message'). */
        ChatActionData: {
            /** @description The button's label. */
            button: string;
            /** @description The chat action (chat_action, wf_chat_action) by name. */
            name?: string;
            /** @description external_url: the page opened in a new tab. */
            url?: string;
            default_params?: {
                [key: string]: string;
            };
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
        /** @description A channel created with will_schedule_msg (spec part 2 §3). */
        AutomatedChannel: {
            name: string;
            channel_id: number;
            display_name: string;
        };
        /**
         * @description none = once; daily / weekly = again every day / week at the same time.
         * @enum {string}
         */
        ScheduleRepeat: "none" | "daily" | "weekly";
        ScheduleMessageBody: {
            /** @description The channel's name. */
            channel: string;
            text: string;
            /**
             * Format: date-time
             * @description Not in the past.
             */
            send_at: string;
            repeat: components["schemas"]["ScheduleRepeat"];
        };
        ScheduledMessage: {
            id: number;
            /** @description The channel's name. */
            channel: string;
            /** @description The channel's display name. */
            display_name: string;
            text: string;
            /**
             * Format: date-time
             * @description The next send time (the last one once sent or cancelled).
             */
            send_at: string;
            repeat: components["schemas"]["ScheduleRepeat"];
            /** @enum {string} */
            status: "scheduled" | "sent" | "cancelled";
            /** @description The scheduling user's username. */
            created_by: string;
            /** Format: date-time */
            last_sent_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A person on a task, shown as the number followed by the name. */
        TaskPerson: {
            username: string;
            name: string;
        };
        ChannelTask: {
            id: number;
            /** @enum {string} */
            state: "Open" | "Closed";
            title: string;
            description: string;
            closing_comment: string | null;
            channel_name: string;
            assignee: components["schemas"]["TaskPerson"] | null;
            /** Format: date-time */
            opened_at: string;
            opened_by: components["schemas"]["TaskPerson"];
            /** Format: date-time */
            closed_at: string | null;
            closed_by: components["schemas"]["TaskPerson"] | null;
            /** Format: date-time */
            created_on: string;
        };
    };
    responses: {
        /** @description The Idempotency-Key was already used for a different request. */
        KeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
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
        /** @description Missing, invalid or expired token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The caller may not do this (not a member, not an admin, read-only user). */
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
    };
    parameters: {
        /** @description The channel's name, e.g. kosh/public/1000001. */
        ChannelNameQuery: string;
        /** @description The channel's id (its name's last segment). */
        ChannelIdPath: number;
        ChannelNameParam: string;
        /** @description One key per user intent, kept across retries of it: a repeat gets the first answer again; the same key on a different request answers 422. */
        IdempotencyKey: string;
        MessageId: string;
        ChatActionId: number;
        /** @description One key per user intent, kept across retries of it: a repeat with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
        ChatIdempotencyKey: string;
    };
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
    listChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start: number;
                    entries: number;
                    filter: components["schemas"]["ChannelFilter"];
                };
            };
        };
        responses: {
            /** @description The page and the total number of channels matching the filter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: components["schemas"]["ChatChannel"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    searchChannels: {
        parameters: {
            query: {
                name: string;
                scope?: "all" | "conversation";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching channels and people. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: components["schemas"]["ChatChannel"][];
                        people: components["schemas"]["ChatUser"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getChannel: {
        parameters: {
            query: {
                /** @description The channel's name, e.g. kosh/public/1000001. */
                name: components["parameters"]["ChannelNameQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel (added false for a public channel the caller is not in). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatChannel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createChannel: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent, kept across retries of it: a repeat gets the first answer again; the same key on a different request answers 422. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    display_name: string;
                    /** @description Optional short name, unique; lower-case letters, digits, - and _. */
                    name?: string;
                    description?: string;
                    channel_type: components["schemas"]["NewChannelType"];
                    team_ids: number[];
                    tags: number[];
                    chat_actions?: number[];
                    will_schedule_msg?: boolean;
                    enable_redmine?: boolean;
                    customer_support?: boolean;
                    doc_group_id?: number | null;
                };
            };
        };
        responses: {
            /** @description The new channel as its creator sees it (or the first answer to a repeat). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channel_name: string;
                        channel: components["schemas"]["ChatChannel"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["KeyReused"];
        };
    };
    startPrivateChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The other person's ten-digit number. */
                    username: string;
                };
            };
        };
        responses: {
            /** @description The existing or new one-to-one channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channel_name: string;
                        channel: components["schemas"]["ChatChannel"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    joinChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel_name: string;
                    force: boolean;
                };
            };
        };
        responses: {
            /** @description The channel as the new member sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatChannel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    leaveChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel_name: string;
                };
            };
        };
        responses: {
            /** @description Left. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setChannelFavourite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel_name: string;
                    fav: boolean;
                };
            };
        };
        responses: {
            /** @description The new state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fav: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setChannelNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: string;
                    notification: boolean;
                };
            };
        };
        responses: {
            /** @description The new state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notification: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    markChannelRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel_name: string;
                };
            };
        };
        responses: {
            /** @description Marked read. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listChannelMessages: {
        parameters: {
            query: {
                channel: string;
                entries?: number;
                direction?: "latest";
                end_time?: string;
                start_time?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: components["schemas"]["ChatMessage"][];
                        has_more: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sendChannelMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ChatMessageUpload"];
            };
        };
        responses: {
            /** @description This client_id was sent before; the first message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            /** @description The stored message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The file is larger than 25 MB. */
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
    searchChannelMessages: {
        parameters: {
            query: {
                channel: string;
                q: string;
                entries?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: components["schemas"]["ChatMessage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    pinChannelMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel with its new pinned message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatChannel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    unpinChannelMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel without a pinned message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatChannel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteChannelMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listChannelMembers: {
        parameters: {
            query: {
                channel_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Admins, the other members, and the caller's own membership. Members with a business (chat) profile who are not admins are business users (spec part 2 §3 users.business_users, §6): only the super admin gets them, in business_users; others do not see them at all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admins: components["schemas"]["ChatMember"][];
                        normal_users: components["schemas"]["ChatMember"][];
                        /** @description The super admin's answer only. */
                        business_users?: components["schemas"]["ChatMember"][];
                        current_member: components["schemas"]["ChatMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listContacts: {
        parameters: {
            query: {
                /** @description The caller's own username (anyone else's is refused with 403). */
                username: string;
            };
            header?: never;
            path?: never;
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
                        contacts: components["schemas"]["ChatContact"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    usernames: string[];
                };
            };
        };
        responses: {
            /** @description The known users (unknown usernames are left out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["ChatUserCard"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    lookupUser: {
        parameters: {
            query: {
                username: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        user_id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getChatFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file with its content type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "image/*": string;
                    "video/*": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAllowedAutomatedChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channels, by display name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: components["schemas"]["AutomatedChannel"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listScheduledMessages: {
        parameters: {
            query?: {
                start?: number;
                entries?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page and how many there are in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schedules: components["schemas"]["ScheduledMessage"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    scheduleMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per schedule the user asks for, kept across retries of it. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleMessageBody"];
            };
        };
        responses: {
            /** @description The schedule. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelScheduledMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                schedule_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule, cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listChatActions: {
        parameters: {
            query?: {
                channel_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel's actions, in the order they are offered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: components["schemas"]["ChatAction"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getChatAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ChatActionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action with its functions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatActionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getChatFunctionForm: {
        parameters: {
            query: {
                channel_id: number;
                filter_data?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["ChatActionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatFormSchema"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    submitChatFunctionForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent, kept across retries of it: a repeat with the same key gets the first answer again instead of a second record; the same key on a different request answers 422. The client always sends one. */
                "Idempotency-Key"?: components["parameters"]["ChatIdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ChatActionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    channel_id: string;
                    form_data: string;
                };
            };
        };
        responses: {
            /** @description The submission is recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This Idempotency-Key was used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addGroupMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_ids: number[];
                    channel_name: string;
                    is_admin: boolean;
                };
            };
        };
        responses: {
            /** @description Added (the spec's success words in msg). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    makeChannelAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                    channel_name: string;
                    /** @description false: dismiss as admin. */
                    is_admin: boolean;
                };
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeGroupMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_ids: number[];
                    channel_name: string;
                };
            };
        };
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listChatTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: components["schemas"]["ChatTag"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listChatTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teams by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teams: components["schemas"]["ChatTeam"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateChatTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tags: {
                        id?: number;
                        name: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The catalogue after the change, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: components["schemas"]["ChatTag"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getChatTeamMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team and its people by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatTeamMembers"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateChatTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per user intent, kept across retries of it: a repeat gets the first answer again; the same key on a different request answers 422. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    team_id?: number;
                    name?: string;
                    usernames?: string[];
                    remove?: boolean;
                };
            };
        };
        responses: {
            /** @description Every team after the change, and the changed team's people (none after a delete). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teams: components["schemas"]["ChatTeam"][];
                        members: components["schemas"]["ChatTeamMember"][];
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
    changeChannelDisplayName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The channel's id (its name's last segment). */
                channel_id: components["parameters"]["ChannelIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    display_name: string;
                };
            };
        };
        responses: {
            /** @description The channel as the caller sees it now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatChannel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setChannelDescription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The channel's id (its name's last segment). */
                channel_id: components["parameters"]["ChannelIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                };
            };
        };
        responses: {
            /** @description The channel as the caller sees it now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatChannel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The channel's id (its name's last segment). */
                channel_id: components["parameters"]["ChannelIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    theme: components["schemas"]["ChatTheme"];
                };
            };
        };
        responses: {
            /** @description The channel as the caller sees it now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatChannel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setChannelProfilePic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The channel's id (its name's last segment). */
                channel_id: components["parameters"]["ChannelIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The image, at most 2 MB.
                     */
                    profile_pic: string;
                };
            };
        };
        responses: {
            /** @description The channel with its new profile_pic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatChannel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
    getChannelPicture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file_name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getChannelTeams: {
        parameters: {
            query: {
                channel_name: components["parameters"]["ChannelNameParam"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel's teams by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teams: components["schemas"]["ChatTeam"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addChannelTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel_name: string;
                    team_ids: number[];
                    subscribe_all: boolean;
                };
            };
        };
        responses: {
            /** @description The channel's teams by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teams: components["schemas"]["ChatTeam"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeChannelTeams: {
        parameters: {
            query: {
                channel_name: components["parameters"]["ChannelNameParam"];
                team_ids: number[];
                unsubscribe_all: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel's teams by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teams: components["schemas"]["ChatTeam"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getChannelTags: {
        parameters: {
            query: {
                channel_name: components["parameters"]["ChannelNameParam"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel's tags by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: components["schemas"]["ChatTag"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setChannelTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel_name: string;
                    tag_ids: number[];
                };
            };
        };
        responses: {
            /** @description The channel's tags by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: components["schemas"]["ChatTag"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getChatUserProfile: {
        parameters: {
            query: {
                username: string;
                channel_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user and their moderation state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatUserModeration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setChatDisabled: {
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
                    disable: boolean;
                };
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    blockChatUser: {
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
                    channel_name: string;
                };
            };
        };
        responses: {
            /** @description Blocked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    unblockChatUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelUserBody"];
            };
        };
        responses: {
            /** @description Done (the words in msg). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    banChatUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelUserBody"];
            };
        };
        responses: {
            /** @description Done (the words in msg). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listChannelTasks: {
        parameters: {
            query: {
                channel_name: string;
                /** @description All, Open or Closed (the dialog's default is Open). */
                status?: "All" | "Open" | "Closed";
                start_date: string;
                end_date: string;
                /** @description Only the tasks assigned to the caller. */
                my_task?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tasks, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tasks: components["schemas"]["ChannelTask"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateChannelTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel_name: string;
                    task_id: number;
                    comments?: string;
                    description?: string;
                    assignee?: string;
                };
            };
        };
        responses: {
            /** @description The task after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        msg: string;
                        task: components["schemas"]["ChannelTask"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The task was closed meanwhile. */
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
}
