"""API keys: with sign-in on, the SDK's calls need a key; a missing or wrong key is refused (401)."""

import unittest

from dbgpt_client import Client, ClientException
from dbgpt_client.app import list_app
from dbgpt_client.knowledge import create_space, list_space
from dbgpt_client.schema import SpaceModel

from sdk_support import FAKE_ANSWER, KEYED_URL, MODEL, api_base, create_api_key

_key = None


def key() -> str:
    global _key
    if _key is None:
        _key = create_api_key(KEYED_URL)
    return _key


class ApiKeyTest(unittest.IsolatedAsyncioTestCase):
    async def with_client(self, api_key):
        client = Client(api_base=api_base(KEYED_URL), api_key=api_key)
        self.addAsyncCleanup(client.aclose)
        return client

    async def test_a_valid_key_chats_and_manages_knowledge(self):
        client = await self.with_client(key())
        answer = await client.chat(model=MODEL, messages="Hello?")
        self.assertEqual(answer.choices[0].message.content, FAKE_ANSWER)
        self.assertIn("chat_normal", [app.app_code for app in await list_app(client)])
        created = await create_space(client, SpaceModel(name="keyed_space", vector_type="VectorStore", desc="", owner=""))
        self.assertIn("keyed_space", [space.name for space in await list_space(client)])
        self.assertNotEqual(created.owner, "")

    async def test_no_key_is_refused(self):
        client = await self.with_client(None)
        refused = await client.chat(model=MODEL, messages="Hello?")
        self.assertEqual(refused["success"], False)
        with self.assertRaises(ClientException):
            await list_app(client)

    async def test_a_wrong_key_is_refused(self):
        client = await self.with_client("dbgpt-not-a-real-key")
        refused = await client.chat(model=MODEL, messages="Hello?")
        self.assertEqual(refused["success"], False)
        self.assertIn("API key", refused["err_msg"])
        with self.assertRaises(ClientException):
            await list_space(client)
