// Every unit test gets a fresh in-memory IndexedDB, as the background has in a browser.
import 'fake-indexeddb/auto';
