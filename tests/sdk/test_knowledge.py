"""Knowledge spaces and documents through DB-GPT's SDK, and chat_knowledge over what was synced."""

import unittest
import uuid

from dbgpt_client import Client, ClientException
from dbgpt_client.knowledge import (
    create_document,
    create_space,
    delete_document,
    delete_space,
    get_document,
    get_space,
    list_document,
    list_space,
    sync_document,
    update_space,
)
from dbgpt_client.schema import DocumentModel, SpaceModel, SyncModel
from dbgpt_ext.rag.chunk_manager import ChunkParameters

from sdk_support import FAKE_ANSWER, MODEL, OPEN_URL, api_base, wait_until_synced


def unique(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:8]}"


class KnowledgeTest(unittest.IsolatedAsyncioTestCase):
    async def asyncSetUp(self):
        self.client = Client(api_base=api_base(OPEN_URL))

    async def asyncTearDown(self):
        await self.client.aclose()

    async def new_space(self, vector_type: str = "VectorStore") -> SpaceModel:
        space = SpaceModel(name=unique("sdk_space"), vector_type=vector_type, desc="for the SDK", owner="dbgpt")
        return await create_space(self.client, space)

    async def test_create_list_get_and_delete_a_space(self):
        created = await self.new_space()
        self.assertIsInstance(created.id, int)
        self.assertEqual(created.desc, "for the SDK")
        listed = await list_space(self.client)
        self.assertIn(created.name, [space.name for space in listed])
        fetched = await get_space(self.client, str(created.id))
        # The server decides the owner (the caller: the default user without sign-in), never the body's "dbgpt".
        self.assertEqual((fetched.name, fetched.owner), (created.name, "001"))
        deleted = await delete_space(self.client, str(created.id))
        self.assertEqual(deleted.name, created.name)
        with self.assertRaises(ClientException):
            await get_space(self.client, str(created.id))

    async def test_update_a_space_description(self):
        created = await self.new_space()
        changed = SpaceModel(id=created.id, name=created.name, vector_type="VectorStore", desc="Updated", owner="dbgpt")
        updated = await update_space(self.client, changed)
        self.assertEqual((updated.id, updated.desc), (created.id, "Updated"))
        self.assertEqual((await get_space(self.client, str(created.id))).desc, "Updated")
        renamed = SpaceModel(id=created.id, name="another_name", vector_type="VectorStore", desc="", owner="")
        with self.assertRaises(ClientException):
            await update_space(self.client, renamed)

    async def test_a_vector_store_name_as_in_dbgpt_examples_makes_a_vector_space(self):
        created = await self.new_space(vector_type="Chroma")
        self.assertEqual(created.vector_type, "VectorStore")

    async def test_a_second_space_of_the_same_name_is_refused(self):
        created = await self.new_space()
        with self.assertRaises(ClientException) as refused:
            await create_space(self.client, SpaceModel(name=created.name, vector_type="VectorStore", desc="", owner=""))
        self.assertIn(created.name, str(refused.exception))

    async def test_add_sync_and_chat_with_a_document(self):
        space = await self.new_space()
        document = DocumentModel(
            space_id=str(space.id),
            doc_name="fruit.txt",
            doc_type="TEXT",
            content="Apples are red. Bananas are yellow.",
        )
        added = await create_document(self.client, document)
        self.assertEqual((added.doc_name, added.space_id), ("fruit.txt", str(space.id)))
        self.assertIn(added.id, [listed.id for listed in await list_document(self.client)])
        self.assertEqual((await get_document(self.client, str(added.id))).content, document.content)

        sync = SyncModel(doc_id=str(added.id), space_id=str(space.id), chunk_parameters=ChunkParameters(chunk_strategy="Automatic"))
        self.assertEqual(await sync_document(self.client, sync), [added.id])
        self.assertEqual(await wait_until_synced(OPEN_URL, added.id), "FINISHED")

        answer = await self.client.chat(model=MODEL, messages="What colour are apples?", chat_mode="chat_knowledge", chat_param=space.name)
        self.assertEqual(answer.choices[0].message.content, FAKE_ANSWER)

        deleted = await delete_document(self.client, str(added.id))
        self.assertEqual(deleted.id, added.id)
        with self.assertRaises(ClientException):
            await get_document(self.client, str(added.id))

    async def test_a_document_for_a_missing_space_is_refused(self):
        document = DocumentModel(space_id="999999", doc_name="lost.txt", doc_type="TEXT", content="text")
        with self.assertRaises(ClientException) as refused:
            await create_document(self.client, document)
        self.assertIn("999999", str(refused.exception))
