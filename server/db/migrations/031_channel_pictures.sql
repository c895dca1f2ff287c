-- A channel's picture (spec part 2 §3 'Chat channel' profile_pic, §7 'PUT core/channel/{id}/
-- profile-pic'): the file's name on disk under DATA_DIR/chat; a new picture gets a new name.
ALTER TABLE chat_channels ADD COLUMN profile_pic TEXT;
