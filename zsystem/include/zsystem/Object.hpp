// zs::Object, zs::Emitter — ZSystem's objects and the functions that make them.
//
// "An object function creates a set of subobjects from its SEED and PARAMs." An Object is the
// function that makes it (what kind of thing it is), its seed and its params. Its function draws
// from a zs::Rand of its own seed, emits its own primitives into `emit.primitives()` and its
// subobjects with `emit.child(function, seed, params)`, in a fixed order: the subobject's index
// is its place in that order, which is what makes an address (zs::Address) enough to make it
// again.
//
// Params and primitives are the world's own types. Params is any copyable struct: its members
// are the notes' named, typed param list (a region, a colour, a height), checked by the compiler
// and costing nothing to read; a world that wants names at run time uses zs::ParamList. Out is
// whatever its functions emit: a std::vector<zs::Box> (boxes with a material), or a richer set
// of pieces (Pixel City's walls, lids and lights).
//
// The same function runs two ways: `expand` records one object's primitives and its subobjects'
// list and goes no further (what the cache keeps, and what the cull walk opens); `appendSubtree`
// runs each subobject's function the moment it is made, straight down, as the original programs
// did, so the primitives come out in their order with nothing stored on the way.
// Header-only and pure: no globals, no threads, no I/O; never touches a graphics API.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace zs {

template <typename Params, typename Out>
class Emitter;

template <typename Params, typename Out>
struct Object {
    using Function = void (*)(const Object& self, Emitter<Params, Out>& emit);
    Function function = nullptr;  // its object function: what kind of object it is
    std::uint32_t seed = 0;
    Params params{};
};

// What one run of an object function made: its own primitives and its subobjects, in order.
// `primitivesBefore` says how its primitives and its subobjects' interleave when Out has a
// size(): the subobjects' primitives came after that many of its own (a block's slab first, a
// junction square last). Worlds whose Out has no size() see 0.
template <typename Params, typename Out>
struct ObjectList {
    Out primitives{};
    std::vector<Object<Params, Out>> children;
    std::size_t primitivesBefore = 0;
};

namespace detail {
template <typename T, typename = void>
struct HasSize : std::false_type {};
template <typename T>
struct HasSize<T, std::void_t<decltype(std::declval<const T&>().size())>> : std::true_type {};

template <typename Out>
std::size_t primitiveCount(const Out& out) {
    if constexpr (HasSize<Out>::value) {
        return static_cast<std::size_t>(out.size());
    } else {
        return 0;
    }
}
} // namespace detail

template <typename Params, typename Out>
class Emitter {
public:
    using ObjectType = Object<Params, Out>;
    using Function = typename ObjectType::Function;

    // Walking: each subobject's function runs as soon as it is made, into the same primitives.
    explicit Emitter(Out& primitives) : out_(&primitives) {}
    // Recording: the subobjects are listed, not run.
    explicit Emitter(ObjectList<Params, Out>& list) : out_(&list.primitives), list_(&list) {}

    Out& primitives() { return *out_; }

    void child(Function function, std::uint32_t seed, const Params& params) {
        child(ObjectType{function, seed, params});
    }
    void child(const ObjectType& object) {
        if (list_) {
            if (list_->children.empty()) list_->primitivesBefore = detail::primitiveCount(*out_);
            list_->children.push_back(object);
            return;
        }
        run(object);
    }

    // Runs `object`'s function here (a walk's first object, or a child when walking).
    void run(const ObjectType& object) {
        calls_++;
        object.function(object, *this);
    }

    std::uint64_t calls() const { return calls_; }  // object functions run by this emitter

private:
    Out* out_;
    ObjectList<Params, Out>* list_ = nullptr;
    std::uint64_t calls_ = 0;
};

// Runs `object`'s function once, replacing what `list` held: its primitives and its subobjects.
template <typename Params, typename Out>
void expand(const Object<Params, Out>& object, ObjectList<Params, Out>& list) {
    list.primitives = Out{};
    list.children.clear();
    list.primitivesBefore = 0;
    Emitter<Params, Out> emit(list);
    emit.run(object);
    if (list.children.empty()) list.primitivesBefore = detail::primitiveCount(list.primitives);
}

template <typename Params, typename Out>
ObjectList<Params, Out> expand(const Object<Params, Out>& object) {
    ObjectList<Params, Out> list;
    expand(object, list);
    return list;
}

// Every primitive of `object` and of everything under it, appended to `out` depth first in the
// order the functions make them. Returns how many object functions ran (the object's own too).
template <typename Params, typename Out>
std::uint64_t appendSubtree(const Object<Params, Out>& object, Out& out) {
    Emitter<Params, Out> emit(out);
    emit.run(object);
    return emit.calls();
}

} // namespace zs
