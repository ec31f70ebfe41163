// Demo material for CS201 (a text file and a CSV), written for TeachChat.
export const HASH_TABLES_TXT = `Hash Tables

A hash table stores key-value pairs so that looking up a key takes constant time on average, O(1), no matter how many pairs are stored. Python's dict and set, Java's HashMap and JavaScript's Map are hash tables.

How it works
The table is an array of slots, often called buckets. To store a pair, a hash function turns the key into an integer, the hash code, and the hash code modulo the number of buckets chooses the bucket. To look a key up, the same computation finds the same bucket, so only that bucket needs to be searched.

A good hash function is fast, always gives the same code for equal keys, and spreads different keys evenly over the buckets. Keys must not change while they are in the table: a list cannot be a dict key in Python because it is mutable, while a tuple of immutable values can.

Collisions
Two different keys can land in the same bucket. This is called a collision, and it cannot be avoided because there are more possible keys than buckets. There are two main ways to handle collisions.

Separate chaining: each bucket holds a small list of the pairs that hashed to it. Lookup hashes to the bucket, then searches its list.

Open addressing: all pairs live in the array itself. When the chosen slot is taken, the table probes other slots in a fixed order until it finds a free one. Linear probing tries the next slot, then the next. Quadratic probing and double hashing jump further to avoid long clusters of occupied slots. Deleting from an open-addressing table needs care: a removed pair is replaced by a marker (a tombstone), so that later searches do not stop early.

Load factor and resizing
The load factor is the number of stored pairs divided by the number of buckets. As it grows, collisions become frequent and operations slow down. Most implementations resize when the load factor passes a threshold, for example 0.75: they allocate an array about twice as large and re-insert every pair. A single resize costs O(n), but because the table doubles, resizes are rare and the average cost per insertion stays O(1). This is called amortised constant time.

Worst case
If many keys collide, for example because of a poor hash function or keys chosen by an attacker, every pair may end up in one bucket and lookups degrade to O(n). Some languages randomise their string hashing at start-up for this reason, and Java's HashMap turns a long chain into a balanced tree, limiting the worst case to O(log n).

When not to use a hash table
Hash tables do not keep keys in order. If you need the smallest key, all keys in a range, or sorted iteration, use a balanced search tree (such as a red-black tree) or keep a sorted list and use binary search.

Review questions
1. Why must dictionary keys be immutable?
2. What is the load factor of a table with 12 pairs in 16 buckets, and would a table with a 0.75 threshold resize on the next insertion?
3. Explain why inserting n pairs into a doubling hash table costs O(n) in total.
`;

export const COMPLEXITY_CSV = `Structure,Operation,Average time,Worst time,Notes
Array (Python list),Index by position,O(1),O(1),Elements are stored next to each other
Array (Python list),Append at end,O(1) amortised,O(n),A full array is copied to a larger one
Array (Python list),Insert at front,O(n),O(n),Every element shifts one place
Array (Python list),Search unsorted,O(n),O(n),Linear search
Sorted array,Binary search,O(log n),O(log n),Halves the range on each comparison
Linked list,Insert at front,O(1),O(1),Only pointers change
Linked list,Search,O(n),O(n),Must follow links one by one
Hash table,Insert,O(1),O(n),Worst case when all keys collide
Hash table,Lookup,O(1),O(n),Average assumes a good hash function
Hash table,Delete,O(1),O(n),Open addressing leaves a tombstone
Balanced binary search tree,Insert,O(log n),O(log n),Red-black and AVL trees rebalance
Balanced binary search tree,Lookup,O(log n),O(log n),Keeps keys in sorted order
Binary heap,Insert,O(log n),O(log n),Used for priority queues
Binary heap,Remove minimum,O(log n),O(log n),The minimum is always at the root
`;
