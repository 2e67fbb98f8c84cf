// Every area's texts at once, for tests that render components from several areas.
import './explore';
import './chat';
import './construct';
import './knowledge';
import './knowledge-retrieval';
import './flow';
import './app';
import './database';
import './model';
import './prompt';
import './plugin';
import './evaluation';
import './api-keys';
import './users';
import './profile';
import './app-chat';
import './embed';
