package roaring

import (
	"fmt"
	"math/bits"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/RoaringBitmap/roaring/v2"
)

const (
	// Min64BitSigned - Minimum 64 bit value
	Min64BitSigned = -9223372036854775808
	// Max64BitSigned - Maximum 64 bit value
	Max64BitSigned = 9223372036854775807
)

// BSI is at its simplest is an array of bitmaps that represent an encoded
// binary value.  The advantage of a BSI is that comparisons can be made
// across ranges of values whereas a bitmap can only represent the existence
// of a single value for a given column ID.  Another usage scenario involves
// storage of high cardinality values.
//
// It depends upon the bitmap libraries.  It is not thread safe, so
// upstream concurrency guards must be provided.
type BSI struct {
	bA           []*roaring.Bitmap
	eBM          *roaring.Bitmap // Existence BitMap
	MaxValue     int64
	MinValue     int64
	runOptimized bool
}

// NewBSI constructs a new BSI. Note that it is your responsibility to ensure
// that the min/max values are set correctly. Queries CompareValue, MinMax, etc.
// will not work correctly if the min/max values are not set correctly.
func NewBSI(maxValue int64, minValue int64) *BSI {
	bitsz := bits.Len64(uint64(minValue))
	if bits.Len64(uint64(maxValue)) > bitsz {
		bitsz = bits.Len64(uint64(maxValue))
	}
	ba := make([]*roaring.Bitmap, bitsz)
	for i := 0; i < len(ba); i++ {
		ba[i] = roaring.NewBitmap()
	}
	return &BSI{bA: ba, eBM: roaring.NewBitmap(), MaxValue: maxValue, MinValue: minValue}
}

// NewDefaultBSI constructs an auto-sized BSI
func NewDefaultBSI() *BSI {
	return NewBSI(int64(0), int64(0))
}

// RunOptimize attempts to further compress the runs of consecutive values found in the bitmap
func (b *BSI) RunOptimize() {
	b.eBM.RunOptimize()
	for i := 0; i < len(b.bA); i++ {
		b.bA[i].RunOptimize()
	}
	b.runOptimized = true
}

// HasRunCompression returns true if the bitmap benefits from run compression
func (b *BSI) HasRunCompression() bool {
	return b.runOptimized
}

// GetExistenceBitmap returns a pointer to the underlying existence bitmap of the BSI
func (b *BSI) GetExistenceBitmap() *roaring.Bitmap {
	return b.eBM
}

// ValueExists tests whether the value exists.
func (b *BSI) ValueExists(columnID uint64) bool {

	return b.eBM.Contains(uint32(columnID))
}

// GetCardinality returns a count of unique column IDs for which a value has been set.
func (b *BSI) GetCardinality() uint64 {
	return b.eBM.GetCardinality()
}

// BitCount returns the number of bits needed to represent values.
func (b *BSI) BitCount() int {

	return len(b.bA)
}

// SetValue sets a value for a given columnID.
func (b *BSI) SetValue(columnID uint64, value int64) {

	// If max/min values are set to zero then automatically determine bit array size
	if b.MaxValue == 0 && b.MinValue == 0 {
		for i := bits.Len64(uint64(value)) - b.BitCount(); i > 0; i-- {
			b.bA = append(b.bA, roaring.NewBitmap())
		}
	}

	exists := b.eBM.Contains(uint32(columnID))
	for i := 0; i < b.BitCount(); i++ {
		if uint64(value)&(1<<uint64(i)) > 0 {
			b.bA[i].Add(uint32(columnID))
		} else if exists {
			b.bA[i].Remove(uint32(columnID))
		}
	}
	b.eBM.Add(uint32(columnID))
}

// SetMany sets a value for foundSet
func (b *BSI) SetMany(foundSet *roaring.Bitmap, value int64) {

	// If max/min values are set to zero then automatically determine bit array size
	if b.MaxValue == 0 && b.MinValue == 0 {
		for i := bits.Len64(uint64(value)) - b.BitCount(); i > 0; i-- {
			b.bA = append(b.bA, roaring.NewBitmap())
		}
	}

	for i := 0; i < b.BitCount(); i++ {
		if uint64(value)&(1<<uint64(i)) > 0 {
			b.bA[i].Or(foundSet)
		} else {
			b.bA[i].AndNot(foundSet)
		}
	}
	b.eBM.Or(foundSet)
}

// GetValue gets the value at the column ID.  Second param will be false for non-existent values.
func (b *BSI) GetValue(columnID uint64) (int64, bool) {
	value := int64(0)
	exists := b.eBM.Contains(uint32(columnID))
	if !exists {
		return value, exists
	}
	for i := 0; i < b.BitCount(); i++ {
		if b.bA[i].Contains(uint32(columnID)) {
			value |= (1 << uint64(i))
		}
	}
	return value, exists
}

type action func(t *task, batch []uint32, resultsChan chan *roaring.Bitmap, wg *sync.WaitGroup)

func parallelExecutor(parallelism int, t *task, e action,
	foundSet *roaring.Bitmap) *roaring.Bitmap {

	var n int = parallelism
	if n == 0 {
		n = runtime.NumCPU()
	}

	resultsChan := make(chan *roaring.Bitmap, n)

	card := foundSet.GetCardinality()
	x := card / uint64(n)

	remainder := card - (x * uint64(n))
	var batch []uint32
	var wg sync.WaitGroup
	iter := foundSet.ManyIterator()
	for i := 0; i < n; i++ {
		if i == n-1 {
			batch = make([]uint32, x+remainder)
		} else {
			batch = make([]uint32, x)
		}
		iter.NextMany(batch)
		wg.Add(1)
		go e(t, batch, resultsChan, &wg)
	}

	wg.Wait()

	close(resultsChan)

	ba := make([]*roaring.Bitmap, 0)
	for bm := range resultsChan {
		ba = append(ba, bm)
	}

	results := roaring.ParOr(0, ba...)
	// Optimize the aggregate returned to the caller after it has been populated.
	if t.bsi.runOptimized && !results.IsEmpty() {
		results.RunOptimize()
	}
	return results

}

type bsiAction func(input *BSI, batch []uint32, resultsChan chan *BSI, wg *sync.WaitGroup)

func parallelExecutorBSIResults(parallelism int, input *BSI, e bsiAction, foundSet *roaring.Bitmap, sumResults bool) *BSI {

	var n int = parallelism
	if n == 0 {
		n = runtime.NumCPU()
	}

	resultsChan := make(chan *BSI, n)

	card := foundSet.GetCardinality()
	x := card / uint64(n)

	remainder := card - (x * uint64(n))
	var batch []uint32
	var wg sync.WaitGroup
	iter := foundSet.ManyIterator()
	for i := 0; i < n; i++ {
		if i == n-1 {
			batch = make([]uint32, x+remainder)
		} else {
			batch = make([]uint32, x)
		}
		iter.NextMany(batch)
		wg.Add(1)
		go e(input, batch, resultsChan, &wg)
	}

	wg.Wait()

	close(resultsChan)

	ba := make([]*BSI, 0)
	for bm := range resultsChan {
		ba = append(ba, bm)
	}

	results := NewDefaultBSI()
	if sumResults {
		for _, v := range ba {
			results.Add(v)
		}
	} else {
		results.ParOr(0, ba...)
	}
	// Optimize the aggregate returned to the caller after it has been populated.
	if input.runOptimized && !results.eBM.IsEmpty() {
		results.RunOptimize()
	}
	return results

}

// Operation identifier
type Operation int

const (
	// LT less than
	LT Operation = 1 + iota
	// LE less than or equal
	LE
	// EQ equal
	EQ
	// GE greater than or equal
	GE
	// GT greater than
	GT
	// RANGE range
	RANGE
	// MIN find minimum
	MIN
	// MAX find maximum
	MAX
)

type task struct {
	bsi          *BSI
	op           Operation
	valueOrStart int64
	end          int64
	bits         *roaring.Bitmap
}

// CompareValue compares value.
// Values should be in the range of the BSI (max, min).  If the value is outside the range, the result
// might erroneous. The operation parameter indicates the type of comparison to be made.
// For all operations with the exception of RANGE, the value to be compared is specified by valueOrStart.
// For the RANGE parameter the comparison criteria is >= valueOrStart and <= end.
// The parallelism parameter indicates the number of CPU threads to be applied for processing.  A value
// of zero indicates that all available CPU resources will be potentially utilized.
func (b *BSI) CompareValue(parallelism int, op Operation, valueOrStart, end int64,
	foundSet *roaring.Bitmap) *roaring.Bitmap {

	comp := &task{bsi: b, op: op, valueOrStart: valueOrStart, end: end}
	if foundSet == nil {
		return parallelExecutor(parallelism, comp, compareValue, b.eBM)
	}
	return parallelExecutor(parallelism, comp, compareValue, foundSet)
}

func compareValue(e *task, batch []uint32, resultsChan chan *roaring.Bitmap, wg *sync.WaitGroup) {

	defer wg.Done()

	results := roaring.NewBitmap()
	if len(batch) == 0 {
		resultsChan <- results
		return
	}
	//The following code solves the problem of inaccurate results returned by the function when bsi is not set to max or the value of compare exceeds max
	var x int
	if e.op == RANGE {
		//If the operation is range and the number of bits in end is greater than the length of ba, then x is set to the number of bits in end
		if bits.Len64(uint64(e.end)) > e.bsi.BitCount() {
			x = bits.Len64(uint64(e.end))
		} else {
			x = e.bsi.BitCount()
		}
	} else {
		//If the operation is not range and the number of value bits is greater than the length of ba, then x is set to the number of value bits
		if bits.Len64(uint64(e.valueOrStart)) > e.bsi.BitCount() {
			x = bits.Len64(uint64(e.valueOrStart))
		} else {
			x = e.bsi.BitCount()
		}
	}
	startIsNegative := x == 64 && uint64(e.valueOrStart)&(1<<uint64(x-1)) > 0
	endIsNegative := x == 64 && uint64(e.end)&(1<<uint64(x-1)) > 0

	for i := 0; i < len(batch); i++ {
		cID := batch[i]
		eq1, eq2 := true, true
		lt1, lt2, gt1 := false, false, false
		j := x - 1
		isNegative := false
		if x == 64 {
			if j < e.bsi.BitCount() {
				isNegative = e.bsi.bA[j].Contains(cID)
			}
			j--
		}
		compStartValue := e.valueOrStart
		compEndValue := e.end
		if isNegative != startIsNegative {
			compStartValue = ^e.valueOrStart + 1
		}
		if isNegative != endIsNegative {
			compEndValue = ^e.end + 1
		}
		for ; j >= 0; j-- {
			var sliceContainsBit bool
			//The value of j may be larger than the length of ba, so the following judgment has been added
			if e.bsi.BitCount() <= j {
				sliceContainsBit = false
			} else {
				sliceContainsBit = e.bsi.bA[j].Contains(cID)
			}
			if uint64(compStartValue)&(1<<uint64(j)) > 0 {
				// BIT in value is SET
				if !sliceContainsBit {
					if eq1 {
						if (e.op == GT || e.op == GE || e.op == RANGE) && startIsNegative && !isNegative {
							gt1 = true
						}
						if e.op == LT || e.op == LE {
							if !startIsNegative || (startIsNegative == isNegative) {
								lt1 = true
							}
						}
						eq1 = false
						break
					}
				}
			} else {
				// BIT in value is CLEAR
				if sliceContainsBit {
					if eq1 {
						if (e.op == LT || e.op == LE) && isNegative && !startIsNegative {
							lt1 = true
						}
						if e.op == GT || e.op == GE || e.op == RANGE {
							if startIsNegative || (startIsNegative == isNegative) {
								gt1 = true
							}
						}
						eq1 = false
						if e.op != RANGE {
							break
						}
					}
				}
			}

			if e.op == RANGE && uint64(compEndValue)&(1<<uint64(j)) > 0 {
				// BIT in value is SET
				if !sliceContainsBit {
					if eq2 {
						if !endIsNegative || (endIsNegative == isNegative) {
							lt2 = true
						}
						eq2 = false
						if startIsNegative && !endIsNegative {
							break
						}
					}
				}
			} else if e.op == RANGE {
				// BIT in value is CLEAR
				if sliceContainsBit {
					if eq2 {
						if isNegative && !endIsNegative {
							lt2 = true
						}
						eq2 = false
						break
					}
				}
			}
		}

		switch e.op {
		case LT:
			if lt1 {
				results.Add(cID)
			}
		case LE:
			if lt1 || (eq1 && (!startIsNegative || (startIsNegative && isNegative))) {
				results.Add(cID)
			}
		case EQ:
			if eq1 {
				results.Add(cID)
			}
		case GE:
			if gt1 || (eq1 && (startIsNegative || (!startIsNegative && !isNegative))) {
				results.Add(cID)
			}
		case GT:
			if gt1 {
				results.Add(cID)
			}
		case RANGE:
			if (eq1 || gt1) && (eq2 || lt2) {
				results.Add(cID)
			}
		default:
			panic(fmt.Sprintf("Unknown operation [%v]", e.op))
		}
	}

	resultsChan <- results
}

// MinMax - Find minimum or maximum value. The parallelism argument is
// accepted for compatibility and no longer used; the search is driven by
// the bit planes rather than by the rows, so there is nothing to divide.
func (b *BSI) MinMax(parallelism int, op Operation, foundSet *roaring.Bitmap) int64 {
	if foundSet == nil {
		foundSet = b.eBM
	}
	candidates := roaring.And(foundSet, b.eBM)
	if candidates.IsEmpty() {
		if op == MAX {
			return Min64BitSigned
		}
		return Max64BitSigned
	}
	return b.minMaxByPlanes(op, candidates)
}

// minMaxByPlanes narrows the candidate columns one bit plane at a time,
// highest plane first, keeping only those that can still hold the answer.
// A plane that would leave nothing is skipped, since every candidate then
// agrees on that bit. One column survives, and only that one is decoded.
func (b *BSI) minMaxByPlanes(op Operation, candidates *roaring.Bitmap) int64 {
	j := b.BitCount() - 1
	// The top plane is the sign bit only in a 64 bit wide BSI. A narrower
	// one cannot represent a negative value, so every column is positive
	// and the plain descent below is already correct.
	if b.BitCount() == 64 {
		var signed *roaring.Bitmap
		if op == MIN {
			signed = roaring.And(candidates, b.bA[j])
		} else {
			signed = roaring.AndNot(candidates, b.bA[j])
		}
		if !signed.IsEmpty() {
			candidates = signed
		}
		j--
	}
	// Below the sign, two's complement orders the same way as unsigned, so
	// the maximum keeps the columns with the bit set and the minimum keeps
	// those without it.
	for ; j >= 0; j-- {
		var next *roaring.Bitmap
		if op == MAX {
			next = roaring.And(candidates, b.bA[j])
		} else {
			next = roaring.AndNot(candidates, b.bA[j])
		}
		if !next.IsEmpty() {
			candidates = next
		}
	}
	value, _ := b.GetValue(uint64(candidates.Minimum()))
	return value
}

// Sum all values contained within the foundSet.   As a convenience, the cardinality of the foundSet
// is also returned (for calculating the average).
func (b *BSI) Sum(foundSet *roaring.Bitmap) (sum int64, count uint64) {
	if foundSet == nil {
		foundSet = b.eBM
	}
	count = foundSet.GetCardinality()
	var wg sync.WaitGroup
	for i := 0; i < b.BitCount(); i++ {
		wg.Add(1)
		go func(j int) {
			defer wg.Done()
			atomic.AddInt64(&sum, int64(foundSet.AndCardinality(b.bA[j])<<uint(j)))
		}(i)
	}
	wg.Wait()
	return
}

// Transpose calls b.IntersectAndTranspose(0, b.eBM)
func (b *BSI) Transpose() *roaring.Bitmap {
	return b.IntersectAndTranspose(0, b.eBM)
}

// IntersectAndTranspose is a matrix transpose function.  Return a bitmap such that the values are represented as column IDs
// in the returned bitmap. This is accomplished by iterating over the foundSet and only including
// the column IDs in the source (foundSet) as compared with this BSI.  This can be useful for
// vectoring one set of integers to another.
func (b *BSI) IntersectAndTranspose(parallelism int, foundSet *roaring.Bitmap) *roaring.Bitmap {
	if foundSet == nil {
		foundSet = b.eBM
	}
	trans := &task{bsi: b}
	return parallelExecutor(parallelism, trans, transpose, foundSet)
}

func transpose(e *task, batch []uint32, resultsChan chan *roaring.Bitmap, wg *sync.WaitGroup) {

	defer wg.Done()

	results := roaring.NewBitmap()
	for _, cID := range batch {
		if value, ok := e.bsi.GetValue(uint64(cID)); ok {
			results.Add(uint32(value))
		}
	}
	resultsChan <- results
}

// ParOr is intended primarily to be a concatenation function to be used during bulk load operations.
// Care should be taken to make sure that columnIDs do not overlap (unless overlapping values are
// identical).
func (b *BSI) ParOr(parallelism int, bsis ...*BSI) {

	// Consolidate sets
	bits := len(b.bA)
	for i := 0; i < len(bsis); i++ {
		if len(bsis[i].bA) > bits {
			bits = bsis[i].BitCount()
		}
	}

	// Make sure we have enough bit slices
	for bits > b.BitCount() {
		newBm := roaring.NewBitmap()
		if b.runOptimized {
			newBm.RunOptimize()
		}
		b.bA = append(b.bA, newBm)
	}

	a := make([][]*roaring.Bitmap, bits)
	for i := range a {
		a[i] = make([]*roaring.Bitmap, 0)
		for _, x := range bsis {
			if len(x.bA) > i {
				a[i] = append(a[i], x.bA[i])
			} else {
				a[i] = []*roaring.Bitmap{roaring.NewBitmap()}
				if b.runOptimized {
					a[i][0].RunOptimize()
				}
			}
		}
	}

	// Consolidate existence bit maps
	ebms := make([]*roaring.Bitmap, len(bsis))
	for i := range ebms {
		ebms[i] = bsis[i].eBM
	}

	// First merge all the bit slices from all bsi maps that exist in target
	var wg sync.WaitGroup
	for i := 0; i < bits; i++ {
		wg.Add(1)
		go func(j int) {
			defer wg.Done()
			x := []*roaring.Bitmap{b.bA[j]}
			x = append(x, a[j]...)
			b.bA[j] = roaring.ParOr(parallelism, x...)
		}(i)
	}
	wg.Wait()

	// merge all the EBM maps
	x := []*roaring.Bitmap{b.eBM}
	x = append(x, ebms...)
	b.eBM = roaring.ParOr(parallelism, x...)
}

// UnmarshalBinary de-serialize a BSI.  The value at bitData[0] is the EBM.  Other indices are in least to most
// significance order starting at bitData[1] (bit position 0).
func (b *BSI) UnmarshalBinary(bitData [][]byte) error {

	for i := 1; i < len(bitData); i++ {
		if bitData == nil || len(bitData[i]) == 0 {
			continue
		}
		if b.BitCount() < i {
			newBm := roaring.NewBitmap()
			if b.runOptimized {
				newBm.RunOptimize()
			}
			b.bA = append(b.bA, newBm)
		}
		if err := b.bA[i-1].UnmarshalBinary(bitData[i]); err != nil {
			return err
		}
		if b.runOptimized {
			b.bA[i-1].RunOptimize()
		}

	}
	// First element of bitData is the EBM
	if bitData[0] == nil {
		b.eBM = roaring.NewBitmap()
		if b.runOptimized {
			b.eBM.RunOptimize()
		}
		return nil
	}
	if err := b.eBM.UnmarshalBinary(bitData[0]); err != nil {
		return err
	}
	if b.runOptimized {
		b.eBM.RunOptimize()
	}
	return nil
}

// MarshalBinary serializes a BSI
func (b *BSI) MarshalBinary() ([][]byte, error) {

	var err error
	data := make([][]byte, b.BitCount()+1)
	// Add extra element for EBM (BitCount() + 1)
	for i := 1; i < b.BitCount()+1; i++ {
		data[i], err = b.bA[i-1].MarshalBinary()
		if err != nil {
			return nil, err
		}
	}
	// Marshal EBM
	data[0], err = b.eBM.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return data, nil
}

// BatchEqual returns a bitmap containing the column IDs where the values are contained
// within the list of values provided. The trie path shares work across values and runs
// on the calling goroutine; on scattered queries that would fan the trie out it falls
// back to a linear existence-bitmap scan, which parallelism splits across goroutines.
func (b *BSI) BatchEqual(parallelism int, values []int64) *roaring.Bitmap {
	if b.eBM.IsEmpty() || len(values) == 0 {
		return roaring.NewBitmap()
	}

	bitCount := b.BitCount()

	// Deduplicate, and drop values that cannot be represented in bitCount
	// planes: GetValue can never observe such a value, so it matches no column.
	seen := make(map[uint64]struct{}, len(values))
	vals := make([]uint64, 0, len(values))
	for _, v := range values {
		u := uint64(v)
		if bitCount < 64 && (v < 0 || u >= uint64(1)<<uint(bitCount)) {
			continue
		}
		if _, ok := seen[u]; ok {
			continue
		}
		seen[u] = struct{}{}
		vals = append(vals, u)
	}
	if len(vals) == 0 {
		return roaring.NewBitmap()
	}
	sort.Slice(vals, func(i, j int) bool { return vals[i] < vals[j] })

	if len(vals) >= 128 && b.shouldUseParallelScan(vals, bitCount) {
		result := b.parallelBatchEqualScan(parallelism, vals)
		if b.runOptimized {
			result.RunOptimize()
		}
		return result
	}

	result := b.matchTrie(vals, bitCount-1, b.eBM, false)
	if b.runOptimized {
		result.RunOptimize()
	}
	return result
}

// shouldUseParallelScan reports whether BatchEqual should skip the match trie in
// favor of a linear existence-bitmap scan. estimateBranchCount caps the trie's
// branch fan-out; past the crossover the trie degenerates into an intermediate-
// bitmap blowup, and only then is the scan's goroutine cost worth paying. The
// scan also needs a large existence bitmap for the parallelism to earn its keep.
func (b *BSI) shouldUseParallelScan(vals []uint64, bitCount int) bool {
	return estimateBranchCount(vals, bitCount-1, 64) >= 64 && b.eBM.GetCardinality() >= 100000
}

// estimateBranchCount bounds the branches the match trie would take on vals over
// planes [0, p], stopping once the count reaches limit. Perfectly contiguous
// ranges collapse to zero. It reads sorted query values only, so the estimate
// costs nothing against the data.
func estimateBranchCount(vals []uint64, p int, limit int) int {
	if len(vals) <= 1 || limit <= 0 {
		return 0
	}
	if vals[len(vals)-1]-vals[0] == uint64(len(vals)-1) {
		return 0
	}
	if p >= 64 {
		p = 63
	}
	if p < 0 || (p < 63 && uint64(len(vals)) == uint64(1)<<uint(p+1)) {
		return 0
	}
	mask := uint64(1) << uint(p)
	cut := sort.Search(len(vals), func(i int) bool {
		return vals[i]&mask != 0
	})
	if cut == 0 || cut == len(vals) {
		return estimateBranchCount(vals, p-1, limit)
	}
	leftLimit := limit - 1
	leftBranch := estimateBranchCount(vals[:cut], p-1, leftLimit)
	rightLimit := leftLimit - leftBranch
	rightBranch := estimateBranchCount(vals[cut:], p-1, rightLimit)
	return 1 + leftBranch + rightBranch
}

// parallelBatchEqualScan computes BatchEqual by a flat membership scan: it reads
// each existing column's value with GetValue and keeps the ones present in vals.
// The existence bitmap is authoritative, so the result is always a subset of it.
// This trades the trie's intermediate-bitmap allocations for one pass over the
// data, which wins when the query fans the trie out (see shouldUseParallelScan).
func (b *BSI) parallelBatchEqualScan(parallelism int, vals []uint64) *roaring.Bitmap {
	want := make(map[uint64]struct{}, len(vals))
	for _, v := range vals {
		want[v] = struct{}{}
	}

	n := parallelism
	if n <= 0 {
		n = runtime.NumCPU()
	}
	card := b.eBM.GetCardinality()
	if card == 0 {
		return roaring.NewBitmap()
	}
	if uint64(n) > card {
		n = int(card)
	}

	x := card / uint64(n)
	remainder := card - (x * uint64(n))
	iter := b.eBM.ManyIterator()
	resultsChan := make(chan *roaring.Bitmap, n)

	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		size := x
		if i == n-1 {
			size += remainder
		}
		batch := make([]uint32, size)
		iter.NextMany(batch)
		wg.Add(1)
		go func(cols []uint32) {
			defer wg.Done()
			out := roaring.NewBitmap()
			for _, col := range cols {
				if v, ok := b.GetValue(uint64(col)); ok {
					if _, hit := want[uint64(v)]; hit {
						out.Add(col)
					}
				}
			}
			resultsChan <- out
		}(batch)
	}
	wg.Wait()
	close(resultsChan)

	ba := make([]*roaring.Bitmap, 0, n)
	for bm := range resultsChan {
		ba = append(ba, bm)
	}
	return roaring.ParOr(0, ba...)
}

// matchTrie returns the columns in prefix whose bits on planes [0, p] equal the low
// p+1 bits of any value in vals. vals must be unique, sorted, and share identical bits
// above plane p; prefix holds the columns matching those shared upper bits, so results
// stay rooted in the existence bitmap the recursion starts from. owned reports whether
// prefix is a private intermediate the callee may consume in place. Each shared value
// prefix is intersected exactly once and empty intermediates prune the recursion, so
// total work is bounded by the size of the values' bit trie and the data actually
// present, not len(vals) × BitCount().
func (b *BSI) matchTrie(vals []uint64, p int, prefix *roaring.Bitmap, owned bool) *roaring.Bitmap {
	if prefix.IsEmpty() {
		if owned {
			return prefix
		}
		return roaring.NewBitmap()
	}
	// Either all planes are consumed (exactly one value remains and prefix matched
	// every one of its bits), or vals covers every bit pattern of the remaining
	// planes, which collapses dense value ranges to a single operation. In both
	// cases every column in prefix matches.
	if p < 0 || (p < 63 && uint64(len(vals)) == uint64(1)<<uint(p+1)) {
		if owned {
			return prefix
		}
		return prefix.Clone()
	}
	// vals is sorted and shares all bits above p, so bit p partitions it in place.
	cut := sort.Search(len(vals), func(i int) bool { return vals[i]&(uint64(1)<<uint(p)) != 0 })
	lo, hi := vals[:cut], vals[cut:]
	switch {
	case len(hi) == 0:
		return b.matchTrie(lo, p-1, planeChild(prefix, b.bA[p], false, owned), true)
	case len(lo) == 0:
		return b.matchTrie(hi, p-1, planeChild(prefix, b.bA[p], true, owned), true)
	default:
		// Materialize the set branch before the clear branch may consume prefix.
		hiBM := roaring.And(prefix, b.bA[p])
		result := b.matchTrie(lo, p-1, planeChild(prefix, b.bA[p], false, owned), true)
		result.Or(b.matchTrie(hi, p-1, hiBM, true))
		return result
	}
}

// planeChild narrows prefix by one bitplane: prefix ∧ plane when set, prefix ∧ ¬plane
// otherwise. When the caller owns prefix it is consumed in place to avoid a copy.
func planeChild(prefix, plane *roaring.Bitmap, set, owned bool) *roaring.Bitmap {
	if owned {
		if set {
			prefix.And(plane)
		} else {
			prefix.AndNot(plane)
		}
		return prefix
	}
	if set {
		return roaring.And(prefix, plane)
	}
	return roaring.AndNot(prefix, plane)
}

// ClearBits cleared the bits that exist in the target if they are also in the found set.
func ClearBits(foundSet, target *roaring.Bitmap) {
	target.AndNot(foundSet)
}

// ClearValues removes the values found in foundSet
func (b *BSI) ClearValues(foundSet *roaring.Bitmap) {

	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		b.eBM.AndNot(foundSet)
	}()
	for i := 0; i < b.BitCount(); i++ {
		wg.Add(1)
		go func(j int) {
			defer wg.Done()
			b.bA[j].AndNot(foundSet)
		}(i)
	}
	wg.Wait()
}

// NewBSIRetainSet - Construct a new BSI from a clone of existing BSI, retain only values contained
// in foundSet
func (b *BSI) NewBSIRetainSet(foundSet *roaring.Bitmap) *BSI {
	newBSI := NewBSI(b.MaxValue, b.MinValue)
	newBSI.bA = make([]*roaring.Bitmap, b.BitCount())
	newBSI.eBM = b.eBM.Clone()
	newBSI.eBM.And(foundSet)
	for i := 0; i < b.BitCount(); i++ {
		newBSI.bA[i] = b.bA[i].Clone()
		newBSI.bA[i].And(foundSet)
	}
	return newBSI
}

// Clone performs a deep copy of BSI contents.
func (b *BSI) Clone() *BSI {
	return b.NewBSIRetainSet(b.eBM)
}

// Add - In-place sum the contents of another BSI with this BSI, column wise.
func (b *BSI) Add(other *BSI) {

	b.eBM.Or(other.eBM)
	for i := 0; i < len(other.bA); i++ {
		b.addDigit(other.bA[i], i)
	}
}

func (b *BSI) addDigit(foundSet *roaring.Bitmap, i int) {

	if i >= len(b.bA) {
		b.bA = append(b.bA, roaring.NewBitmap())
	}
	carry := roaring.And(b.bA[i], foundSet)
	b.bA[i].Xor(foundSet)
	if !carry.IsEmpty() {
		if i+1 >= len(b.bA) {
			b.bA = append(b.bA, roaring.NewBitmap())
		}
		b.addDigit(carry, i+1)
	}
}

// TransposeWithCounts is a matrix transpose function that returns a BSI that has a columnID system defined by the values
// contained within the input BSI.   Given that for BSIs, different columnIDs can have the same value.  TransposeWithCounts
// is useful for situations where there is a one-to-many relationship between the vectored integer sets.  The resulting BSI
// contains the number of times a particular value appeared in the input BSI as an integer count.
func (b *BSI) TransposeWithCounts(parallelism int, foundSet *roaring.Bitmap) *BSI {
	if foundSet == nil {
		foundSet = b.eBM
	}
	return parallelExecutorBSIResults(parallelism, b, transposeWithCounts, foundSet, true)
}

func transposeWithCounts(input *BSI, batch []uint32, resultsChan chan *BSI, wg *sync.WaitGroup) {

	defer wg.Done()

	results := NewDefaultBSI()
	for _, cID := range batch {
		if value, ok := input.GetValue(uint64(cID)); ok {
			if val, ok2 := results.GetValue(uint64(value)); !ok2 {
				results.SetValue(uint64(value), 1)
			} else {
				val++
				results.SetValue(uint64(value), val)
			}
		}
	}
	resultsChan <- results
}

// Increment - In-place increment of values in a BSI.  Found set select columns for incrementing.
func (b *BSI) Increment(foundSet *roaring.Bitmap) {
	if foundSet == nil {
		foundSet = b.eBM
	}
	b.addDigit(foundSet, 0)
	b.eBM.Or(foundSet)
}

// IncrementAll - In-place increment of all values in a BSI.
func (b *BSI) IncrementAll() {
	b.Increment(b.GetExistenceBitmap())
}
