// Demo material for CS101, written for TeachChat. Each string is one page of the PDF.
export const SEARCHING_AND_SORTING_PAGES = [
  `Week 3: Searching and Sorting

Searching means finding where a value is stored in a collection, or learning that it is not there. Sorting means putting the items of a collection in order. The two ideas belong together: a sorted list can be searched far faster than an unsorted one.

Linear search
Linear search looks at the items one after another, starting at the front, until it finds the target or runs out of items. It works on any list, sorted or not. In the worst case, when the target is last or missing, it compares the target with every item, so a list of n items needs n comparisons. We say linear search takes O(n) time.

def linear_search(items, target):
    for index, item in enumerate(items):
        if item == target:
            return index
    return -1

Returning -1 is a common convention for "not found". Python lists also offer items.index(target), which performs a linear search and raises ValueError when the target is missing.`,

  `Binary search
Binary search only works on a sorted list. It compares the target with the middle element. If they are equal, the search is over. If the target is smaller, it can only be in the left half; if larger, only in the right half. Each comparison therefore discards half of the part of the list that could still hold the target.

def binary_search(items, target):
    low, high = 0, len(items) - 1
    while low <= high:
        middle = (low + high) // 2
        if items[middle] == target:
            return middle
        if items[middle] < target:
            low = middle + 1
        else:
            high = middle - 1
    return -1

Why is binary search so fast? After k comparisons at most n / 2^k items remain. The search must stop once fewer than one item remains, which happens after about log2(n) comparisons. A sorted list of one million names can be searched with at most 20 comparisons, while linear search might need one million. Binary search takes O(log n) time.

A frequent bug is writing while low < high instead of while low <= high, which skips the last remaining element. Another is computing the middle as (low + high) / 2 with true division, which gives a float index.`,

  `Selection sort
Selection sort builds the sorted list from left to right. On each pass it finds the smallest item among those not yet sorted and swaps it into the next position. For a list of n items it makes about n^2 / 2 comparisons whatever the input, so it takes O(n^2) time. It makes at most n - 1 swaps, which matters when writing to memory is expensive.

Insertion sort
Insertion sort also grows a sorted part on the left. It takes the next item and shifts larger sorted items one place right until the item fits. On a list that is already nearly sorted it does very little work: O(n) time in the best case. In the worst case, a list in reverse order, it needs O(n^2) time. Insertion sort is stable: equal items keep their original order, which matters when sorting records by one field after another.

def insertion_sort(items):
    for i in range(1, len(items)):
        current = items[i]
        j = i - 1
        while j >= 0 and items[j] > current:
            items[j + 1] = items[j]
            j -= 1
        items[j + 1] = current`,

  `Merge sort and choosing an algorithm
Merge sort splits the list into halves, sorts each half recursively and merges the two sorted halves. Merging two sorted lists of total length n takes n steps, and the list can be halved log2(n) times, so merge sort takes O(n log n) time in every case. It needs extra memory for the merged output.

Python's built-in sorted() and list.sort() use Timsort, a hybrid of merge sort and insertion sort that is stable and runs in O(n log n) time, and in O(n) time on data that is already sorted.

Which should you use?
- Searching once in an unsorted list: linear search. Sorting first would cost more than it saves.
- Searching many times: sort once in O(n log n), then use binary search at O(log n) per search.
- Sorting in practice: use the built-in sort. Write selection or insertion sort to understand how sorting works, not for production code.

Practice questions
1. How many comparisons does binary search need at most for a sorted list of 1,000 items?
2. Why does binary search fail on an unsorted list? Give a small example.
3. Show the list [5, 2, 4, 1] after each pass of insertion sort.`,
];
